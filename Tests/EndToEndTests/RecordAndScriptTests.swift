import Foundation
import Testing

/// An instructor's `--record` and `--script`: a transcript never writes over the script, a state
/// file or an existing file unasked, a failed write is said and fails the run, and a script is read
/// as what it says.
@Suite struct RecordAndScriptTests {
    private let folder = PodbayProcess.unusedFolder()

    private func file(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `--script demo.pod --record demo.pod` left the script at 0 bytes.
    @Test func recordingOntoTheScriptIsRefusedAndTheScriptKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try file("demo.pod", "open 0\nscreen\n")
        for flags in [[], ["--force"], ["--record-append"]] {
            let outcome = try PodbayProcess(stateFolder: folder).runSeparately(["--script", script, "--record", script] + flags)
            #expect(outcome.status == 64)
            #expect(outcome.standardError.hasPrefix("Error: --record: \(script) is the script being run (--script); record to another file\n"))
            #expect(outcome.standardOutput.isEmpty)
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "open 0\nscreen\n")
    }

    @Test func recordingOntoAStateFileIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let progress = folder.appendingPathComponent("state/podbay/progress.json").path
        let outcome = try PodbayProcess(stateFolder: folder).runSeparately(["--record", progress, "--force"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("is Podbay's own state file"))
        #expect(outcome.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: progress))
    }

    @Test func anExistingTranscriptIsKeptUnlessAppendOrForceIsGiven() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = try file("class.txt", "monday\n")
        let podbay = PodbayProcess(stateFolder: folder)
        let refused = try podbay.runSeparately(["--record", transcript], stdin: Data("help\n".utf8))
        #expect(refused.status == 64)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.hasPrefix("Error: --record: \(transcript) already exists (7 bytes); --record-append adds to it, --force replaces it\n"))
        #expect(try podbay.run(["--record", transcript, "--record-append"], stdin: Data("open 0\n".utf8)).status == 0)
        let appended = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(appended.hasPrefix("monday\npodbay> open 0\nLesson 0: Welcome aboard"))
        #expect(try podbay.run(["--record", transcript, "--force"], stdin: Data("open 0\n".utf8)).status == 0)
        #expect(try String(contentsOfFile: transcript, encoding: .utf8).hasPrefix("podbay> open 0\n"))
    }

    #if os(Linux)
    /// A full disk: podbay exited 0 with no warning and a transcript cut short.
    @Test func aTranscriptThatCannotBeWrittenIsSaidAtOnceAndAtExit() throws {
        let outcome = try PodbayProcess(stateFolder: folder).runSeparately(["--record", "/dev/full"], stdin: Data("open 0\nhelp\n".utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = "error: --record: cannot write /dev/full: \(String(cString: strerror(ENOSPC))); the transcript stops here"
        #expect(outcome.status == 1)
        #expect(outcome.standardError == message + "\n" + message + "\n", "said on standard error when it happened and again at exit")
        #expect(outcome.standardOutput.contains("Lesson 0: Welcome aboard"), "the session itself went on")
        #expect(!outcome.standardOutput.contains("error:"))
    }
    #endif

    /// A byte order mark gave "unknown command 'open' — did you mean 'open'?".
    @Test func aByteOrderMarkAtTheStartOfAScriptIsNotPartOfTheFirstCommand() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try file("bom.pod", "\u{FEFF}open 0\n")
        let outcome = try PodbayProcess(stateFolder: folder).run(["--script", script])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("podbay> open 0\nLesson 0: Welcome aboard"))
        #expect(!outcome.output.contains("unknown command"))
    }

    /// `--script DIR` silently ran nothing.
    @Test func aScriptThatIsAFolderIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = try PodbayProcess(stateFolder: folder).runSeparately(["--script", folder.path])
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: --script: \(folder.path) is a folder; name a file of commands\n"))
    }
}
