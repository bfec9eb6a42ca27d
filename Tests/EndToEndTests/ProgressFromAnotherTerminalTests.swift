import Foundation
import Testing

/// Two podbays on one account: what the second saves is what `progress` in the first shows,
/// though the first has saved nothing since it started.
@Suite struct ProgressFromAnotherTerminalTests {
    @Test func progressShowsWhatAnotherTerminalSaved() throws {
        let state = PodbayProcess.unusedFolder("podbay-two-terminals")
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try PodbayProcess(stateFolder: state).startInteractive(["--width", "200"])
        first.send("progress\n")
        #expect(first.waitFor("0  welcome        goals 0 of 3", seconds: 60), "\(first.output)")
        let second = try PodbayProcess(stateFolder: state).run(["--width", "200"], stdin: Data("open 0\nhelp\n".utf8))
        #expect(second.status == 0, "\(second.output)")
        first.send("progress\n")
        #expect(first.waitFor("0  welcome        goals 1 of 3", seconds: 60), "\(first.output)")
        let output = first.finish()
        #expect(output.components(separatedBy: "Progress:").count == 3, "\(output)")
    }
}
