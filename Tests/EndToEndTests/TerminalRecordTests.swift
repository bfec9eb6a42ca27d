import Foundation
import Testing

/// A transcript recorded at a colour terminal is plain text: the screen gets colour, the file
/// does not. (An extension of `TerminalTests`, so it runs with the other pseudo-terminal tests.)
extension TerminalTests {
    @Test func aRecordingAtAColourTerminalHasNoColourCodes() throws {
        let folder = PodbayProcess.unusedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("session.txt")
        var podbay = PodbayProcess(stateFolder: folder)
        podbay.extraEnvironment = ["NO_COLOR": ""]
        let terminal = try PseudoTerminal(podbay, arguments: ["--record", record.path])
        try terminal.waitFor("podbay> ")
        terminal.type("open 0\r")
        let screen = try terminal.waitFor("podbay> ")
        #expect(screen.contains("\u{1B}[1m"), "the screen is coloured (bold lesson title)")
        terminal.type("nonsense\r")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        let recorded = try String(contentsOf: record, encoding: .utf8)
        #expect(recorded.contains("Lesson 0: Welcome aboard"))
        #expect(recorded.contains("unknown command 'nonsense'"))
        #expect(!recorded.contains("\u{1B}"), "no escape codes in the transcript")
    }
}
