import Foundation
import Testing

/// A line past the limit at the prompt is refused while it is typed or pasted, not at Enter:
/// libedit never holds more than the limit, however much comes without a newline (issue #30).
@Suite struct LongLineTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-long-line")

    /// 60,000 characters pasted without a newline (the limit is 40,000 bytes): refused with no
    /// Enter pressed; the rest of the paste is dropped, and the next line typed runs.
    @Test func aPasteWithoutNewlinePastTheLimitIsRefusedBeforeEnter() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state))
        try terminal.waitFor("podbay> ")
        // A paste that starts the instant the prompt shows timed out 1 run in 4 under load: the
        // whole paste was read and no refusal came. The guess, not proved: part of it reached the
        // terminal while it was still in line mode, where the kernel drops what passes 4,095
        // characters, leaving fewer than the limit. A person's paste comes later than this.
        usleep(300_000)
        let pasted = terminal.pasteInBackground(String(repeating: "hint " + String(repeating: "x", count: 995), count: 60))
        try terminal.waitFor("line too long", seconds: 60)
        try terminal.waitFor("podbay> ")
        // A pause ends the paste: what is typed next is a line of its own.
        pasted.wait()
        usleep(500_000)
        terminal.type("open 0\r")
        try terminal.waitFor("Lesson 0: Welcome aboard")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        let history = (try? String(contentsOf: state.appendingPathComponent("state/podbay/history"), encoding: .utf8)) ?? ""
        #expect(history == "open 0\nquit\n", "the refused line is kept out of history: \(history.prefix(200))")
    }
}
