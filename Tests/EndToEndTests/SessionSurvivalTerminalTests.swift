import Foundation
import Testing

/// Nothing a learner does at a terminal is lost: two terminals on one state folder, a closed
/// window, `kill -TERM`, a launcher script, Ctrl-C at an empty prompt, Ctrl-Z. Each test played a
/// finding of issue 15 on the binary that had it.
@Suite(.serialized) struct SessionSurvivalTerminalTests {
    private let state = PodbayProcess.unusedFolder()
    private var folder: URL { state.appendingPathComponent("state/podbay") }
    /// A terminal's usual modes, which the prompt turns off: lines, echo, Ctrl-C and Ctrl-Z as signals.
    private static let cooked = tcflag_t(ICANON | ECHO | ISIG)

    private func saved(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Runs `line` and waits for the next prompt.
    @discardableResult
    private func enter(_ line: String, at terminal: PseudoTerminal) throws -> String {
        terminal.type(line + "\r")
        return try terminal.waitFor("podbay> ")
    }

    /// A opens lesson 0; B plays lesson 1 to step 3 and quits; A goes on and saves last. Each
    /// process used to rewrite the whole file from the copy it loaded: B's lesson was lost, and
    /// only the last to quit kept its history.
    @Test func twoTerminalsOnOneStateFolderLoseNothing() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let podbay = PodbayProcess(stateFolder: state)
        let first = try PseudoTerminal(podbay)
        try first.waitFor("podbay> ")
        try enter("open 0", at: first)
        let second = try PseudoTerminal(podbay)
        try second.waitFor("podbay> ")
        for line in ["open 1", "screen", "next", #"type message "Open the pod bay doors""#, "route", "next"] {
            try enter(line, at: second)
        }
        try enter("help", at: first)
        try enter("next", at: first)
        second.type("quit\r")
        #expect(try second.exitStatus() == 0)
        try enter("help", at: first)
        first.type("quit\r")
        #expect(try first.exitStatus() == 0)

        let progress = try #require(
            try JSONSerialization.jsonObject(with: Data(saved("progress.json").utf8)) as? [String: Any])
        let lessons = try #require(progress["lessons"] as? [String: [String: Any]])
        #expect(lessons["welcome"]?["step"] as? Int == 1, "A's next")
        #expect(lessons["renderable"]?["step"] as? Int == 2, "B's two nexts")
        #expect(lessons["renderable"]?["goalsMet"] as? [Int] == [0, 1])
        let history = saved("history").split(separator: "\n").map(String.init)
        for line in ["open 0", "open 1", #"type message "Open the pod bay doors""#, "route", "next", "screen", "help", "quit"] {
            #expect(history.contains(line), "history keeps '\(line)'")
        }
    }

    #if os(Linux)
    /// Closing the window: the terminal is podbay's controlling terminal (util-linux `setsid
    /// --ctty`), so the kernel sends SIGHUP. It used to leave the history in a temporary that the
    /// next start deleted.
    @Test func closingTheWindowKeepsEveryEnteredLine() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(
            PodbayProcess(stateFolder: state), launcher: ["/usr/bin/setsid", "--ctty", "--wait"])
        try terminal.waitFor("podbay> ")
        for line in ["open 0", "screen", "lessons"] { try enter(line, at: terminal) }
        terminal.type("progre")
        try terminal.waitFor("progre")
        terminal.hangUp()
        #expect(try terminal.exitStatus() == 128 + SIGHUP)
        #expect(saved("history") == "open 0\nscreen\nlessons\n", "every entered line, not the one being typed")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty)
    }
    #endif

    /// `kill -TERM` at the prompt: the terminal is given back as it was, history is kept, the status
    /// is 143.
    @Test func sigtermAtThePromptRestoresTheTerminalAndKeepsHistory() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        try enter("help", at: terminal)
        try enter("open 0", at: terminal)
        try terminal.waitForPromptModes()
        #expect(terminal.settings().c_lflag & Self.cooked == 0, "libedit's modes at the prompt")
        kill(terminal.process.processIdentifier, SIGTERM)
        #expect(try terminal.exitStatus() == 128 + SIGTERM)
        #expect(terminal.settings().c_lflag & Self.cooked == Self.cooked, "the terminal's usual modes again")
        #expect(saved("history") == "help\nopen 0\n")
    }

    #if os(Linux)
    // /proc names the launcher's child.
    /// libedit re-sent SIGTERM to the whole process group, so the script that started podbay died
    /// too; the same script around `sleep` survives.
    @Test func sigtermToPodbayLeavesItsLauncherRunning() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(
            PodbayProcess(stateFolder: state), launcher: ["/bin/sh", "-c", #""$0"; echo "launcher survived: $?"; sleep 30"#])
        try terminal.waitFor("podbay> ")
        let podbay = try #require(PseudoTerminal.child(of: terminal.process.processIdentifier))
        kill(podbay, SIGTERM)
        try terminal.waitFor("launcher survived: 143", seconds: 10)
        #expect(terminal.process.isRunning)
        terminal.process.terminate()
    }
    #endif

    /// Ctrl-C on an empty line, after Ctrl-U, after a Ctrl-R search that found nothing, and after
    /// Ctrl-C stopped a command: each used to end the session.
    @Test func ctrlCAtAnEmptyPromptNeverQuits() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        for keys in ["\u{3}", "open 0\u{15}\u{3}", "\u{12}zzzq\u{3}"] {
            try terminal.waitForPromptModes()
            terminal.type(keys)
            try terminal.waitFor("^C")
            try terminal.waitFor("podbay> ")
        }
        #expect(try enter("step", at: terminal).contains("no lesson is open"), "the session goes on")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    #if os(Linux)
    // /proc says when podbay is stopped.
    /// Ctrl-Z at the prompt stops podbay with the terminal given back in its usual modes; on `fg`
    /// (SIGCONT) the prompt takes its modes back and reads keys again.
    @Test func ctrlZSuspendsAndTheTerminalIsSaneAfterContinuing() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        let pid = terminal.process.processIdentifier
        try terminal.waitForPromptModes()
        terminal.type("\u{1A}")
        let deadline = Date().addingTimeInterval(10)
        while PseudoTerminal.state(of: pid) != "T", Date() < deadline { usleep(20_000) }
        #expect(PseudoTerminal.state(of: pid) == "T", "stopped")
        #expect(terminal.settings().c_lflag & Self.cooked == Self.cooked, "the shell gets the terminal in its usual modes")
        kill(pid, SIGCONT)
        while PseudoTerminal.state(of: pid) == "T", Date() < deadline { usleep(20_000) }
        usleep(100_000)
        #expect(terminal.settings().c_lflag & tcflag_t(ICANON) == 0, "the prompt's modes again")
        terminal.type("step\r")
        try terminal.waitFor("no lesson is open")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }
    #endif

    /// A FIFO as the history file used to hang before the first prompt, Ctrl-C ignored.
    @Test func aFIFOAsTheHistoryFileIsKeptAsideWithoutHanging() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let history = folder.appendingPathComponent("history").path
        #expect(mkfifo(history, 0o600) == 0)
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        let start = try terminal.waitFor("podbay> ", seconds: 10)
        #expect(start.contains("is a FIFO"))
        try enter("help", at: terminal)
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        #expect(saved("history") == "help\nquit\n")
        #expect(FileManager.default.fileExists(atPath: history + ".corrupt"))
    }
}
