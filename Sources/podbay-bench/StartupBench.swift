import Foundation
import Loader

/// Start-up to first prompt: the release `podbay` fed `quit`, beside `python3 -i -q` fed `exit()`,
/// alternated run by run so all meet the same machine. Medians of wall time, and the ratio. Two
/// homes: a fresh one, and a returning learner's (`ReturningLearner`: a progress file naming
/// several lessons at several steps), whose start reads and fits that progress.
enum StartupBench {
    static let runs = 31

    static func run(podbay: URL) {
        print("Start-up (median of \(runs) runs each, alternated; wall time from spawn to exit)")
        guard BenchReadiness.hasPodbay(podbay) else { return }
        let fresh = home("podbay-bench-home")
        let returning = home("podbay-bench-returning")
        defer {
            try? FileManager.default.removeItem(at: fresh)
            try? FileManager.default.removeItem(at: returning)
        }
        guard ReturningLearner.write(home: returning) else {
            print("  could not write the returning learner's progress in \(returning.path)")
            return
        }
        let python = python()
        var freshTimes: [Double] = [], returningTimes: [Double] = [], pythonTimes: [Double] = []
        for _ in 0..<runs {
            if let time = timed(podbay.path, [], input: "quit\n", environment(fresh)) { freshTimes.append(time) }
            if let time = timed(podbay.path, [], input: "quit\n", environment(returning)) { returningTimes.append(time) }
            if let python, let time = timed(python, ["-i", "-q"], input: "exit()\n", environment(fresh)) { pythonTimes.append(time) }
        }
        guard !freshTimes.isEmpty, !returningTimes.isEmpty else {
            print("  podbay did not run")
            return
        }
        let theirs = pythonTimes.isEmpty ? nil : median(pythonTimes)
        line("podbay (release), fresh home", median(freshTimes), python: theirs)
        line("podbay (release), returning learner", median(returningTimes), python: theirs)
        if let theirs {
            print(String(format: "  python3 -i -q                        %6.1f ms  (%@)", theirs, (python ?? "") as NSString))
        } else {
            print("  python3 -i                           did not run; no ratio")
        }
        print(String(format: "  peak memory of the children (largest resident set): %.1f MB", peakMegabytes(children: true)))
    }

    /// One home's median, and the bar: at most 10 ms and at least 5x faster than python3 -i.
    private static func line(_ name: String, _ ours: Double, python: Double?) {
        let padded = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        guard let python else {
            print(String(format: "  %@ %6.1f ms  (bar: <= 10 ms: %@)", padded as NSString, ours, (ours <= 10 ? "met" : "MISSED") as NSString))
            return
        }
        let ratio = python / ours
        print(String(format: "  %@ %6.1f ms  (bar: <= 10 ms and >= 5x faster than python3 -i: %.1fx: %@)",
                     padded as NSString, ours, ratio, (ours <= 10 && ratio >= 5 ? "met" : "MISSED") as NSString))
    }

    private static func home(_ name: String) -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: home)
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    private static func environment(_ home: URL) -> [String: String] {
        ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb"]
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
