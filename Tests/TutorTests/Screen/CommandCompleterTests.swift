import Inspector
import LessonFormat
import LessonKit
import Lessons
import LineEditor
import Testing
import Tutor

@Suite struct CommandCompleterTests {
    private func completer() throws -> CommandCompleter {
        let folder = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        return CommandCompleter(table: .podbay, catalog: library.catalog(folders: [folder]).catalog)
    }

    @Test func theFirstWordCompletesToCommandNames() throws {
        let candidates = try completer().candidates(completing: "")
        #expect(candidates.contains("graph"))
        #expect(candidates.contains("exit"))
        #expect(candidates == candidates.sorted())
    }

    @Test func openCompletesLessonNamesAndNumbers() throws {
        let names = try completer().candidates(completing: "open ")
        #expect(names.contains("welcome") && names.contains("0") && names.contains("renderable") && names.contains("1"))
        #expect(Completion(textBeforeCursor: "open wel", candidates: names).insertion == "come ")
    }

    @Test func helpCompletesCommandNames() throws {
        #expect(try completer().candidates(completing: "help gr").contains("graph"))
    }

    @Test func fixedWordsComplete() throws {
        #expect(try completer().candidates(completing: "trace ") == ["off", "on"])
    }

    @Test func controlsNeedAnOpenScene() throws {
        #expect(try completer().candidates(completing: "tap ").isEmpty)
    }

    @Test func nothingPastTheArgumentsOrAfterUnknownCommands() throws {
        #expect(try completer().candidates(completing: "open welcome ").isEmpty)
        #expect(try completer().candidates(completing: "bogus ").isEmpty)
    }

    /// A generic name completes without its spaces: one word, which `inspect` then finds as is.
    @Test func aGenericNameCompletesAsOneWordThatNamesTheObject() throws {
        let folder = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let inspector = InspectorSession()
        let box = GenericBox<Int, String>()
        inspector.registry.entry(for: box)
        let completer = CommandCompleter(table: .podbay, catalog: library.catalog(folders: [folder]).catalog, inspector: inspector)
        let candidates = completer.candidates(completing: "inspect ")
        #expect(candidates == ["GenericBox<Int,String>#1"])
        let completion = Completion(textBeforeCursor: "inspect Gen", candidates: candidates)
        #expect(completion.insertion == "ericBox<Int,String>#1 ")
        #expect(inspector.registry.entry(named: "GenericBox<Int,String>#1")?.object === box)
        #expect(inspector.registry.entry(named: "GenericBox<Int, String>#1")?.object === box)
    }

    /// What an earlier lesson leaked completes by the name `alive` tells, lesson first
    /// (`why interaction:HAL<Tab>` completed nothing in a playthrough).
    @Test func anObjectAnEarlierLessonLeakedCompletesByItsLessonsName() throws {
        let folder = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let inspector = InspectorSession()
        let leaked = GenericBox<Int, String>()
        inspector.registry.entry(for: leaked)
        inspector.beginScope(closing: "interaction")
        let own = GenericBox<Int, String>()
        inspector.registry.entry(for: own)
        let completer = CommandCompleter(table: .podbay, catalog: library.catalog(folders: [folder]).catalog, inspector: inspector)
        #expect(completer.candidates(completing: "why ") == ["GenericBox<Int,String>#1", "interaction:GenericBox<Int,String>#1"])
        withExtendedLifetime((leaked, own)) {}
    }
}

private final class GenericBox<First, Second> {}
