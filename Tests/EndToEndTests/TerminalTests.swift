import Foundation
import Testing

/// podbay at a (pseudo-)terminal: Ctrl-C at the prompt and during a long command, and history
/// files that cannot be used.
@Suite(.serialized) struct TerminalTests {
    private let state = PodbayProcess.unusedFolder()

    @Test func ctrlCAtThePromptThrowsTheLineAway() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        // Before libedit turns isig off, the terminal driver takes Ctrl-C (and echoes "^C" itself).
        try terminal.waitForPromptModes()
        terminal.type("open 0")
        try terminal.waitFor("open 0")
        terminal.type("\u{3}")
        try terminal.waitFor("^C")
        try terminal.waitFor("podbay> ")
        terminal.type("step\r")
        let answer = try terminal.waitFor("podbay> ")
        #expect(answer.contains("no lesson is open"), "the line with 'open 0' was not run")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    /// A 1,000,001-object graph takes seconds to walk and print; Ctrl-C stops it and the same
    /// session goes on.
    /// Ctrl-D leaves, and ends the prompt's line first: the shell's prompt that follows starts on
    /// a line of its own, not after the `^D` the terminal echoes.
    @Test func ctrlDEndsThePromptLineBeforeLeaving() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("\u{4}")
        let rest = try terminal.waitFor("\n", seconds: 10)
        // The terminal echoes the key as ^D; the newline is Podbay's.
        #expect(!rest.replacingOccurrences(of: "^D", with: "").contains { $0.isLetter }, "nothing but the line's end: \(rest.debugDescription)")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func ctrlCStopsAMillionObjectGraphAndThePromptComesBack() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let lessons = PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/large-heap").path
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state), arguments: ["--lessons", lessons])
        try terminal.waitFor("podbay> ")
        terminal.type("open large-heap\r")
        try terminal.waitFor("Walk it")
        try terminal.waitFor("podbay> ")
        terminal.type("graph\r")
        try terminal.waitFor("graph\r\n")
        usleep(300_000)
        terminal.interrupt()
        let stopped = try terminal.waitFor("podbay> ")
        // A real Ctrl-C leaves "^C" on the line; podbay ends that line before it answers. (Here the
        // signal comes from kill(), with no echo, so the line it ends is empty.)
        let before = try #require(stopped.range(of: "interrupted: ")).lowerBound
        let lines = stopped[..<before].components(separatedBy: "\r\n")
        #expect(lines.suffix(2) == ["", ""], "an empty line (where ^C would be) before the message")
        #expect(!stopped.contains("HeapNode#1000001"), "the graph did not reach its end")
        // Ctrl-C at the empty prompt after that used to end the session.
        try terminal.waitForPromptModes()
        terminal.type("\u{3}")
        try terminal.waitFor("^C")
        try terminal.waitFor("podbay> ")
        terminal.type("step\r")
        #expect(try terminal.waitFor("podbay> ").contains("Walk it"), "the session goes on")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func aHistoryFileThatIsADirectoryIsKeptAside() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let history = state.appendingPathComponent("state/podbay/history")
        try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        let start = try terminal.waitFor("podbay> ")
        #expect(start.contains("warning: history file \(history.path) unusable"))
        terminal.type("help\r")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        #expect(try String(contentsOf: history, encoding: .utf8).contains("help"), "history saved afresh")
        #expect(FileManager.default.fileExists(atPath: history.path + ".corrupt"))
    }
}
