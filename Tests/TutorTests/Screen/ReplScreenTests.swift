import LessonFormat
import LessonKit
import Lessons
import Progress
import Testing
import Tutor

/// The REPL assembled in-process, writing into a string.
@Suite struct ReplScreenTests {
    private func assemble(_ sink: StringSink) throws -> ReplScreen {
        try bundledRepl(writingTo: sink, width: 60)
    }

    @Test func quitAndExitLeaveEverythingElseStays() throws {
        let screen = try assemble(StringSink())
        #expect(screen.didEnter(line: "help") == .stay)
        #expect(screen.didEnter(line: "exit") == .leave)
        #expect(screen.didEnter(line: "  quit  ") == .leave)
        #expect(screen.didEnter(line: "quit now") == .stay)
    }

    @Test func aHugeLineIsRefusedWhole() throws {
        let sink = StringSink()
        let screen = try assemble(sink)
        #expect(screen.didEnter(line: "type login " + String(repeating: "x", count: 100_000)) == .stay)
        #expect(sink.text.hasPrefix("type: line too long (100011 characters; the limit is 10000);"))
        #expect(sink.text.hasSuffix("usage: type <field> <text>\n"))
        #expect(sink.text.count < 120)
    }

    /// The registry's tables are keyed by address; `graph --self` stops at the registry, so the
    /// REPL's own graph prints the same on every run.
    @Test func theReplsOwnGraphPrintsNoAddresses() throws {
        let sink = StringSink()
        let screen = try assemble(sink)
        _ = screen.didEnter(line: "open 1")
        _ = screen.didEnter(line: "graph --self")
        _ = screen.didEnter(line: "graph --self --format edges")
        #expect(sink.text.contains("InspectorSession#1 .registry"))
        #expect(!sink.text.contains("byAddress") && !sink.text.contains("ObjectIdentifier(") && !sink.text.contains("0x"))
    }

    /// A lesson opened again starts at `Type#1`; the REPL's own graph used to go on counting in a
    /// registry of its own and called the same screen HAL9000ViewController#2.
    @Test func theReplsOwnGraphCallsTheLessonsObjectsWhatGraphCallsThem() throws {
        let sink = StringSink()
        let screen = try assemble(sink)
        for line in ["open 2", "graph --self --format edges", "open 3", "open 2"] { _ = screen.didEnter(line: line) }
        var seen = sink.text.count
        func namesSince() -> Set<String> {
            let said = sink.text.dropFirst(seen)
            seen = sink.text.count
            return Set(said.matches(of: /HAL9000ViewController#\d+/).map { String($0.output) })
        }
        _ = namesSince()
        _ = screen.didEnter(line: "graph --format edges")
        let lessonNames = namesSince()
        _ = screen.didEnter(line: "graph --self --format edges")
        let selfNames = namesSince()
        #expect(lessonNames == ["HAL9000ViewController#1"])
        #expect(selfNames == lessonNames)
    }

    @Test func colourIsNeverTheOnlySignal() throws {
        let sink = StringSink()
        let configuration = ReplConfiguration(
            table: .podbay, catalog: LessonCatalog(lessons: [], broken: []), scenes: LessonScenes.catalog,
            progress: ProgressStore(file: nil), sink: sink, style: TerminalStyle(color: true, ascii: false, width: 60))
        let screen = ReplScreenAssembler(configuration: configuration).assemble()
        _ = screen.didEnter(line: "nosuch")
        #expect(sink.text == "\u{1B}[31munknown command 'nosuch' — type 'help' for the list\u{1B}[0m\n")
        #expect(!sink.text.contains("[4"))
    }

    @Test func theScreenOwnsItsPartsAndFreesThemWhenItGoes() throws {
        weak var freedSink: StringSink?
        do {
            let sink = StringSink()
            freedSink = sink
            var screen: ReplScreen? = try assemble(sink)
            _ = screen?.didEnter(line: "open 0")
            #expect(sink.text.contains("Lesson 0: Welcome aboard"))
            screen = nil
        }
        // The view held the sink; no interaction kept the view (or itself) alive in a cycle.
        #expect(freedSink == nil)
    }
}

/// `reset` with no lesson clears everything only after a yes typed at a terminal.
@Suite struct ResetAllTests {
    private func started(_ sink: StringSink) throws -> ReplScreen {
        let screen = try bundledRepl(writingTo: sink, width: 80)
        _ = screen.didEnter(line: "open 0")
        _ = screen.didEnter(line: "help")
        _ = screen.didEnter(line: "next")
        return screen
    }

    /// Whether the saved progress still holds lesson 0 (`welcome`), as `progress --json` prints it.
    private func remembersLessonZero(_ screen: ReplScreen, _ sink: StringSink) -> Bool {
        let start = sink.text.endIndex
        _ = screen.didEnter(line: "progress --json")
        return sink.text[start...].contains("\"welcome\" : {")
    }

    @Test func pipedInputNeedsResetAll() throws {
        let sink = StringSink()
        let screen = try started(sink)
        _ = screen.didEnter(line: "reset")
        #expect(sink.text.contains("reset: clearing every lesson needs 'reset all'"))
        #expect(remembersLessonZero(screen, sink))
        _ = screen.didEnter(line: "reset all")
        #expect(sink.text.hasSuffix("all progress cleared; the open lesson was closed\n"))
        #expect(!remembersLessonZero(screen, sink))
    }

    @Test(arguments: [("y", true), ("yes", true), ("n", false), ("", false), ("no", false)])
    func aTypedResetAsksFirst(_ answer: String, _ clears: Bool) throws {
        let sink = StringSink()
        let screen = try started(sink)
        #expect(screen.didEnter(line: "reset", typed: true) == .stay)
        // Wrapped to the width of 60: read as one line.
        #expect(sink.text.replacingOccurrences(of: "\n", with: " ")
            .hasSuffix("reset: clear the progress of every lesson (1 started)? [y/N] (y and Enter for yes; anything else is no) "))
        #expect(screen.didEnter(line: answer, typed: true) == .stay)
        #expect(sink.text.hasSuffix(clears ? "all progress cleared; the open lesson was closed\n" : "nothing was cleared\n"))
        #expect(remembersLessonZero(screen, sink) == !clears)
    }

    /// A command typed instead of an answer keeps the progress, and runs.
    @Test func aCommandInsteadOfAnAnswerRuns() throws {
        let sink = StringSink()
        let screen = try started(sink)
        _ = screen.didEnter(line: "reset", typed: true)
        #expect(screen.didEnter(line: "quit", typed: true) == .leave)
        #expect(sink.text.hasSuffix("nothing was cleared\n"))
        #expect(remembersLessonZero(screen, sink))
    }
}

/// What the learner did last stays on record through a mistake, and what they looked at counts
/// only while it still shows the scene as it is.
@Suite struct ActionRecordTests {
    @Test func aMistypedTapLeavesTheLastRouteAndCensus() throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 80)
        for line in ["open interaction", "tap mainButton", "tap mainbuton"] { _ = screen.didEnter(line: line) }
        #expect(sink.errors.count == 1, "the mistyped tap is refused")
        let start = sink.text.endIndex
        _ = screen.didEnter(line: "route")
        _ = screen.didEnter(line: "alive")
        let after = sink.text[start...]
        #expect(after.contains("didTapMainButton()"), "route still shows the last tap")
        #expect(!after.contains("no route yet"))
        #expect(after.contains("last action allocated: nothing"))
    }

    /// Lesson 2, "Let the screen go": `alive` before `tap close` showed the screen still alive,
    /// so it does not meet "freed HAL9000ViewController and ran alive"; `alive` after it does.
    @Test func aLookBeforeTheActionDoesNotCount() throws {
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 80)
        // Steps 1 to 6, each met, to reach step 7 (Let the screen go).
        let steps = [
            "open interaction", "tap mainButton", "next", "route", "next", "graph", "next",
            "tap status", "route", "graph", "next", "tap fault", "tap status", "route", "next",
            "alive", "inspect PodBayDoorsInteraction#1", "next",
        ]
        for line in steps + ["alive", "tap close"] {
            _ = screen.didEnter(line: line)
        }
        #expect(!sink.text.contains("goal met: a HAL9000ViewController was freed"), "alive ran before the screen was let go")
        _ = screen.didEnter(line: "alive")
        #expect(sink.text.contains("goal met: a HAL9000ViewController was freed"))
    }

    /// A command that opens a lesson moves the learner, so it counts as tried at no step, however
    /// often lessons are opened (a freed lesson's address is reused by the next one).
    @Test func openingLessonsCountsNoCommandTried() throws {
        let progress = ProgressStore(file: nil)
        let screen = try bundledRepl(writingTo: StringSink(), width: 80, progress: progress)
        for line in ["open 1", "screen", "open 0", "open 1", "open 0", "open 1"] { _ = screen.didEnter(line: line) }
        #expect(progress.progress.lesson("renderable").commandsTried == ["0": 1], "only 'screen' was tried there")
        #expect(progress.progress.lesson("welcome").commandsTried.isEmpty)
    }
}
