import CommandLanguage
import Foundation
import Testing
import Tutor

/// Help that teaches: every example works where help says it does, and every word of the glossary
/// is reachable.
@Suite struct HelpTests {
    let table = CommandTable.podbay

    /// Opens the example's lesson, runs the lines it needs first, then the example: nothing may be
    /// refused (no `.error` message), the lesson must exist, and help must say where it works.
    /// `load` and `reload` compile code in a child program: their examples are played end to end
    /// (LoadTests), not in this process, which has no loader.
    /// So do `check` and `solution` (ExerciseTests), and `cache`, which reads the cache those build
    /// in (LoadTests).
    @Test(arguments: CommandTable.podbay.commands.filter { ![.load, .reload, .check, .solution, .cache].contains($0.name) })
    func everyExampleWorksWhereHelpSaysItDoes(_ spec: CommandSpec) throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 120)
        let example = spec.example
        if let lesson = example.lesson {
            #expect(try bundledLessons().contains { $0.number == lesson }, "no lesson \(lesson)")
            _ = screen.didEnter(line: "open \(lesson)")
        }
        for line in example.after { _ = screen.didEnter(line: line) }
        let outcome = screen.didEnter(line: example.line)
        #expect(sink.errors.isEmpty, "\(spec.name): '\(example.line)' was refused: \(sink.errors)")
        #expect(outcome == (spec.name == .quit ? .leave : .stay))
        #expect(example.line.hasPrefix(spec.name.rawValue))

        let help = KindRecordingSink()
        _ = try bundledRepl(writingTo: help, width: 240).didEnter(line: "help \(spec.name)")
        let place = example.place.isEmpty ? "" : " " + example.place
        #expect(help.text.contains("example\(place): \(example.line)\n"))
    }

    /// A refusal is an `.error` message: the check above would catch one.
    @Test func aRefusedExampleWouldBeNoticed() throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 120)
        _ = screen.didEnter(line: "open 2")
        _ = screen.didEnter(line: "break weak-view")
        #expect(sink.errors.count == 1)
    }

    @Test func everyCommandIsExplainedWithRelatedCommandsThatExist() {
        for spec in table.commands {
            #expect(!spec.explanation.isEmpty, "\(spec.name) has no explanation")
            #expect(!spec.related.isEmpty, "\(spec.name) names no related command")
            for name in spec.related { #expect(table.command(named: name.rawValue) != nil, "\(spec.name): no command \(name)") }
        }
    }

    @Test func everyGlossaryWordIsListedShownAndCompleted() throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 240)
        _ = screen.didEnter(line: "help words")
        let listed = sink.text
        let offered = screen.completer.candidates(completing: "help ")
        for entry in table.glossary.entries {
            #expect(listed.contains(entry.term), "help words does not list \(entry.term)")
            let before = sink.text.count
            _ = screen.didEnter(line: "help \(entry.key)")
            #expect(String(sink.text.dropFirst(before)).contains(entry.meaning), "help \(entry.key)")
            #expect(offered.contains(entry.key), "Tab after help does not offer \(entry.key)")
        }
        _ = screen.didEnter(line: "help see above")
        _ = screen.didEnter(line: "help \"retain count\"")
        #expect(sink.errors.isEmpty, "\(sink.errors)")
        #expect(offered.contains("words") && offered.contains("graph"))
    }

    @Test func anUnknownWordStillGetsASuggestion() throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 240)
        _ = screen.didEnter(line: "help strnog")
        _ = screen.didEnter(line: "help grpah")
        _ = screen.didEnter(line: "help wrods")
        _ = screen.didEnter(line: "help nonesuch")
        #expect(sink.errors.count == 4)
        #expect(sink.errors[0].contains("'strong'"))
        #expect(sink.errors[1].contains("'graph'"))
        #expect(sink.errors[2].contains("'words'"))
        #expect(sink.errors[3].contains("'help words'"))
    }

    /// The glossary explains only words Podbay prints: each one is in some golden transcript other
    /// than help's own. Two are printed only for fields no shipped lesson has; InspectorTests'
    /// GraphWalkerTests pin their output instead.
    @Test func everyGlossaryWordIsPrintedSomewhere() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("EndToEndTests/Transcripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".out") && $0 != "help.out" }
        let transcripts = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(transcripts.count > 10)
        let pinnedElsewhere: Set = ["unowned(unsafe)", "dead"]
        for entry in table.glossary.entries where !pinnedElsewhere.contains(entry.key) {
            #expect(transcripts.contains { $0.contains(entry.printed) }, "no transcript prints '\(entry.printed)'")
        }
    }

    /// At the narrowest width Podbay takes, the glossary puts each word's text under it, so even
    /// `LoginCore#1.handleView(intent:)` fits.
    @Test func theGlossaryFitsTheNarrowestWidth() throws {
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: TerminalStyle.widths.lowerBound)
        _ = screen.didEnter(line: "help words")
        for entry in table.glossary.entries { _ = screen.didEnter(line: "help \(entry.key)") }
        let long = sink.text.split(separator: "\n").filter { $0.count > TerminalStyle.widths.lowerBound }
        #expect(long.isEmpty, "\(long)")
    }
}
