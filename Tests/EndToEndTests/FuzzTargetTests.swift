import Foundation
import Testing

/// Every fuzz target's entry point, built plainly by `swift build` (no fuzzer), replays its seeds:
/// an API change that breaks a target, or a seed that now traps, fails here, not in a `make fuzz`
/// no one runs (issue #30: the command-line target had stopped building unseen).
@Suite struct FuzzTargetTests {
    static func executable() -> URL? {
        let podbay = PodbayProcess.executable()
        return podbay.map { $0.deletingLastPathComponent().appendingPathComponent("PodbayFuzz") }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    @Test(arguments: ["commands", "lessons", "state", "class", "verdict"])
    func replaysItsSeeds(target: String) throws {
        let executable = try #require(Self.executable(), "PodbayFuzz is built beside podbay")
        let process = Process()
        process.executableURL = executable
        process.arguments = [target, PodbayProcess.packageRoot.appendingPathComponent("Fuzz/Corpus/\(target)").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let replayed = text.split(separator: "\n").last { $0.hasPrefix("replayed ") }
        #expect(replayed != nil && replayed != "replayed 0 inputs", "\(text)")
    }
}
