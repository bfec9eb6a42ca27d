import Foundation
import Testing

/// `--fresh` leaves nothing behind however the run ends: a SIGTERM, a SIGHUP or (with piped input,
/// where Ctrl-C keeps its usual meaning) a SIGINT removes the rehearsal's folder too. Each left it
/// in the temporary folder before (issue #32).
@Suite struct FreshRehearsalSignalTests {
    private let folder = PodbayProcess.unusedFolder("podbay-fresh-signal")
    private var temporary: URL { folder.appendingPathComponent("tmp") }

    /// The rehearsal folders in `temporary`.
    static func rehearsals(in temporary: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("podbay-fresh") }
    }

    /// Waits until a rehearsal has saved its progress: its folder is made and in use.
    static func waitForSavedProgress(in temporary: URL) throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let made = rehearsals(in: temporary).first,
                FileManager.default.fileExists(atPath: temporary.appendingPathComponent("\(made)/state/progress.json").path)
            {
                return
            }
            usleep(20_000)
        }
        Issue.record("no rehearsal folder with progress appeared in \(temporary.path)")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalToAPipedRehearsalRemovesItsFolder(signal: Int32) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var podbay = PodbayProcess(stateFolder: folder)
        podbay.extraEnvironment = ["TMPDIR": temporary.path]
        let input = Pipe()
        let process = Process()
        guard let executable = PodbayProcess.executable() else { throw PodbayProcessError.notBuilt }
        process.executableURL = executable
        process.arguments = ["--fresh"]
        process.environment = podbay.environment
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Input stays open: podbay waits for the next line, as at a workshop's projector.
        input.fileHandleForWriting.write(Data("open 0\nnext\n".utf8))
        try Self.waitForSavedProgress(in: temporary)

        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            Issue.record("podbay did not end on signal \(signal)")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 128 + signal)
        #expect(Self.rehearsals(in: temporary).isEmpty, "the rehearsal's folder is removed: \(Self.rehearsals(in: temporary))")
    }
}
