import Foundation
import LessonFormat
import LessonKit
import Lessons
import TestSupport
import Testing

/// A returning learner's start reads the lesson files' outlines, not their lessons: each outline
/// must say what the parse says (id, number, steps), and a walk must answer as the catalog does.
@Suite struct LessonOutlineAndWalkTests {
    let library = LessonLibrary(scenes: LessonScenes.catalog)

    @Test func everyShippedLessonsOutlineIsItsParse() throws {
        let shipped = try #require(LessonTextDirectory.bundled())
        let outlined = library.outlines(folders: [shipped])
        let catalog = library.catalog(folders: [shipped]).catalog
        #expect(outlined.count == catalog.lessons.count)
        for lesson in catalog.lessons {
            let outline = try #require(outlined.first { $0.path == lesson.file }?.outline)
            #expect(outline == LessonTextOutline(id: lesson.id, number: String(lesson.number), stepCount: lesson.steps.count), "\(lesson.file)")
        }
    }

    /// Line ends of every kind, byte order marks, headings with spaces around them or in capitals,
    /// a heading of no step, a question, a "## " inside a line: the outline counts what the parser does.
    @Test func theOutlineCountsStepsAsTheParserReadsThem() throws {
        let shipped = try #require(LessonTextDirectory.bundled())
        let welcome = try #require(library.catalog(folders: [shipped]).catalog.lesson(named: "welcome"))
        let text = try String(contentsOfFile: welcome.file, encoding: .utf8)
        let variants = [
            text, text.replacingOccurrences(of: "\n", with: "\r\n"), text.replacingOccurrences(of: "\n", with: "\r"),
            "\u{FEFF}" + text, "\u{FEFF}\u{FEFF}" + text,
            text.replacingOccurrences(of: "## Step: Ask for a hint", with: "  ##   STEP:   Ask for a hint  "),
            text.replacingOccurrences(of: "## Step: Ask for a hint", with: "\t## Exercise ask for a hint"),
            text.replacingOccurrences(of: "## Quiz", with: "## quiz"),
            text.replacingOccurrences(of: "Podbay is driven by commands.", with: "Podbay is driven by ## Step: commands."),
            text.replacingOccurrences(of: "Podbay is driven by commands.", with: "## Stepping stones are not steps"),
        ]
        for (index, variant) in variants.enumerated() {
            let bytes = Array(variant.utf8)
            let outline = LessonTextOutline(bytes: bytes, file: welcome.file, commands: library.parser.commands)
            switch library.read(bytes: bytes, file: welcome.file) {
            case .success(let lesson):
                #expect(outline == LessonTextOutline(id: lesson.id, number: String(lesson.number), stepCount: lesson.steps.count), "variant \(index)")
            case .failure:
                // A text that does not parse is no lesson; its outline only has to count its headings.
                #expect(outline.id == "welcome", "variant \(index)")
            }
        }
    }

    @Test func aWalkFindsWhatTheCatalogFindsReadingOnlyWhatItNeeds() throws {
        let shipped = try #require(LessonTextDirectory.bundled())
        let catalog = library.catalog(folders: [shipped]).catalog
        for lesson in catalog.lessons {
            for name in [lesson.id, String(lesson.number), "\(lesson.number)-\(lesson.id)", lesson.id.uppercased()] {
                let walk = try #require(LessonWalk(library.outlines(folders: [shipped]), library: library))
                #expect(walk.lesson(named: name) == catalog.lesson(named: name), "\(name)")
                #expect(walk.parsedCount == 1, "\(name): one text parsed")
            }
        }
        let walk = try #require(LessonWalk(library.outlines(folders: [shipped]), library: library))
        #expect(walk.lesson(named: "no-such-lesson") == nil)
        #expect(walk.parsedCount == 0)
        let routing = try #require(catalog.lesson(named: "routing"))
        #expect(walk.firstLesson { $0.number >= routing.number } == routing)
        #expect(walk.parsedCount == catalog.lessons.firstIndex(of: routing).map { $0 + 1 })
        #expect(walk.firstLesson { _ in false } == nil)
        #expect(walk.parsedCount == catalog.lessons.count)
    }

    /// A broken file is left out by the walk as by the catalog; a file that cannot parse does not
    /// stop the walk from being made.
    @Test func aWalkLeavesOutWhatTheCatalogLeavesOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("# Half\nid: half\nnumber: 50\n\n## Step: no goal\ntext\n".utf8), to: "half.md")
        let shipped = try #require(LessonTextDirectory.bundled())
        let catalog = library.catalog(folders: [shipped, folder.path]).catalog
        let walk = try #require(LessonWalk(library.outlines(folders: [shipped, folder.path]), library: library))
        #expect(catalog.lesson(named: "half") == nil)
        #expect(walk.lesson(named: "half") == nil)
        #expect(walk.lesson(named: "50") == nil)
        #expect(walk.firstLesson { $0.number >= 9 } == catalog.firstLesson { $0.number >= 9 })
    }

    /// Two files under one id (a folder replacing a shipped lesson) or one number: no walk; the
    /// catalog decides which file is which lesson.
    @Test func noWalkWhenTheOutlinesCannotTellWhichFileIsWhichLesson() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shipped = try #require(LessonTextDirectory.bundled())
        let welcome = try #require(library.catalog(folders: [shipped]).catalog.lesson(named: "welcome"))
        let text = try String(contentsOfFile: welcome.file, encoding: .utf8)
        try folder.write(Array(text.utf8), to: "mine.md")
        #expect(LessonWalk(library.outlines(folders: [shipped, folder.path]), library: library) == nil)
        folder.remove()
        let other = try TemporaryFolder()
        defer { other.remove() }
        try other.write(Array(text.replacingOccurrences(of: "id: welcome", with: "id: hello").utf8), to: "hello.md")
        #expect(LessonWalk(library.outlines(folders: [shipped, other.path]), library: library) == nil)
        #expect(LessonWalk(library.outlines(folders: [shipped]), library: library) != nil)
    }
}
