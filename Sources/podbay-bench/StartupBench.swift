import Foundation
import Loader

/// Start-up to first prompt: the release `podbay` fed `quit`, beside `python3 -i -q` fed `exit()`,
/// alternated run by run so both meet the same machine. Medians of wall time, and the ratio.
enum StartupBench {
    static let runs = 31

    static func run(podbay: URL) {
        print("Start-up (median of \(runs) runs each, alternated; wall time from spawn to exit)")
        guard BenchReadiness.hasPodbay(podbay) else { return }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-home")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "LANG": "C.UTF-8", "TERM": "dumb"]
        let python = python()
        var podbayTimes: [Double] = [], pythonTimes: [Double] = []
        for _ in 0..<runs {
            if let time = timed(podbay.path, [], input: "quit\n", environment) { podbayTimes.append(time) }
            if let python, let time = timed(python, ["-i", "-q"], input: "exit()\n", environment) { pythonTimes.append(time) }
        }
        guard !podbayTimes.isEmpty else {
            print("  podbay did not run")
            return
        }
        let ours = median(podbayTimes)
        print(String(format: "  podbay (release)  %6.1f ms", ours))
        guard !pythonTimes.isEmpty else {
            print("  python3 -i        did not run; no ratio")
            return
        }
        let theirs = median(pythonTimes)
        print(String(format: "  python3 -i -q     %6.1f ms  (%@)", theirs, (python ?? "") as NSString))
        let ratio = theirs / ours
        print(String(format: "  bar: podbay <= 10 ms and >= 5x faster than python3 -i: %.1f ms, %.1fx: %@",
                     ours, ratio, (ours <= 10 && ratio >= 5 ? "met" : "MISSED") as NSString))
        print(String(format: "  peak memory of the children (largest resident set): %.1f MB", peakMegabytes(children: true)))
    }

    /// Milliseconds from spawning `executable` to its exit, with `input` already waiting on its
    /// standard input and its output thrown away (`timedSpawn`).
    static func timed(_ executable: String, _ arguments: [String], input: String, _ environment: [String: String]) -> Double? {
        guard let ends = ChildProcess.makePipe() else { return nil }
        _ = Array(input.utf8).withUnsafeBytes { write(ends.write, $0.baseAddress, $0.count) }
        close(ends.write)
        defer { close(ends.read) }
        var launch = ChildProcess.Launch(executable: executable, arguments: arguments, environment: environment)
        launch.standardInput = .descriptor(ends.read)
        launch.standardOutput = .null
        launch.standardError = .null
        return timedSpawn(launch)
    }

    /// The python3 the shell would run, resolved past wrappers (pyenv's shim is a shell script
    /// that would add its own start-up to python's).
    static func python() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !path.isEmpty ? path : nil
    }
}
