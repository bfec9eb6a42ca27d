import Foundation
import Loader

/// Timing and memory helpers shared by the benchmarks.
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// How many lines a rendered text has (a plain loop: a closure at the top level of this file would
/// check the main actor on every byte).
func lineCount(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
    return count
}

/// Resident memory of this process in bytes, from /proc (Linux), or nil elsewhere.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The largest resident set so far, in MB: of this process, or of its finished children.
func peakMegabytes(children: Bool = false) -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue), &usage)
    return Double(usage.ru_maxrss) / 1_024
    #else
    getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
}

/// What `python3 -c script` printed, trimmed; nil when python3 is not there or fails.
func runPython(_ script: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = Pipe()
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Milliseconds from spawning `launch` to reaping it, spawned as Podbay spawns (`ChildProcess`);
/// nil when it did not start. Foundation's `Process` adds milliseconds of its own to every run.
func timedSpawn(_ launch: ChildProcess.Launch) -> Double? {
    var ended = false
    let duration = clock.measure {
        guard case .success(let child) = ChildProcess.start(launch) else { return }
        while child.waitOnce() == nil && errno == EINTR {}
        ended = true
        child.finish()
    }
    return ended ? milliseconds(duration) : nil
}
