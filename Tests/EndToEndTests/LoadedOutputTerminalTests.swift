import Foundation
import Testing

/// What loaded code writes, at a (pseudo-)terminal: the loaded podbay's descriptors 1 and 2 are
/// not the terminal, so its escapes reach the screen spelt out, in order with Podbay's answers,
/// while the prompt and Podbay's own colours still reach it; a trap is one line; Ctrl-D ends the
/// session at once though the code registered an exit-time handler that never returns.
@Suite(.serialized) struct LoadedOutputTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-loaded-output-terminal")

    private func terminal(_ arguments: [String]) throws -> PseudoTerminal {
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache]
        return try PseudoTerminal(process, arguments: ["--width", "200"] + arguments)
    }

    @Test func aForgedPromptIsShownNotObeyedAndInOrder() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try terminal(["--load", LoadedOutputTests.unguarded])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("tap forge\r")
        // Not the prompt: the forged line holds `podbay> ` too.
        let screen = try terminal.waitFor("forge done")
        try terminal.waitFor("podbay> ")
        #expect(!screen.contains("\u{1B}[2J"), "\(screen.debugDescription)")
        #expect(screen.contains("^[[2J^[[Hpodbay> quit\r\nforge done"), "\(screen.debugDescription)")
        terminal.type("tap half\r")
        let half = try terminal.waitFor("podbay> ")
        #expect(half.contains("half a line, half done"), "\(half.debugDescription)")
        terminal.type("tap nil\r")
        let trap = try terminal.waitFor("podbay> ")
        #expect(trap.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value at \(LoadedOutputTests.unguarded):37"),
            "\(trap.debugDescription)")
        #expect(!trap.contains("stack trace") && !trap.contains("PodbayLoaded"), "\(trap.debugDescription)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    @Test func ctrlDEndsASessionWhoseCodeLoopsAtExit() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try terminal(["--load", "\(LoadTests.fixtures)/AtExitLoop.swift"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("alive\r")
        try terminal.waitFor("1 × Clock")
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("\u{4}")
        #expect(try terminal.exitStatus(seconds: 10) == 0)
    }
}
