import Foundation
import Testing

/// `--fresh` at a terminal: `kill -TERM` at the prompt gives the terminal back, exits 143 and removes
/// the rehearsal's folder (it was left in the temporary folder, issue #32).
@Suite struct FreshRehearsalTerminalTests {
    private let folder = PodbayProcess.unusedFolder("podbay-fresh-terminal")
    private var temporary: URL { folder.appendingPathComponent("tmp") }

    @Test func sigtermAtARehearsalsPromptRemovesItsFolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var podbay = PodbayProcess(stateFolder: folder)
        podbay.extraEnvironment = ["TMPDIR": temporary.path]
        let terminal = try PseudoTerminal(podbay, arguments: ["--fresh"])
        try terminal.waitFor("podbay> ")
        terminal.type("open 0\r")
        try terminal.waitFor("podbay> ")
        try FreshRehearsalSignalTests.waitForSavedProgress(in: temporary)
        kill(terminal.process.processIdentifier, SIGTERM)
        #expect(try terminal.exitStatus() == 128 + SIGTERM)
        let left = FreshRehearsalSignalTests.rehearsals(in: temporary)
        #expect(left.isEmpty, "the rehearsal's folder is removed: \(left)")
    }
}
