#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzDriver

/// `PodbayFuzz TARGET [libFuzzer's flags and corpus folders]`: one binary for every fuzz target,
/// so `make test` builds (and runs on the seeds) the same entry points `make fuzz` fuzzes, and an
/// API change that breaks one fails there. Built with `-sanitize=fuzzer` (`make fuzz`) it fuzzes;
/// built plainly it runs the target once on each file named (replay, and the seeds in the tests).
let targets: [String: ([UInt8]) -> Void] = [
    "commands": CommandLineTarget.test,
    "lessons": LessonTextTarget.test,
    "state": StateFileTarget.test,
    "class": ClassReportTarget.test,
    "verdict": VerdictTarget.test,
]

let arguments = CommandLine.arguments
guard arguments.count >= 2, let chosen = targets[arguments[1]] else {
    let names = targets.keys.sorted().joined(separator: ", ")
    print("usage: PodbayFuzz TARGET [flags] [corpus…]; TARGET is one of \(names)")
    exit(2)
}
// libFuzzer ends the process itself after its last run (exit), or on a finding (_Exit, which runs
// no atexit handler): the state target's folder goes after a clean run and stays after a crash.
atexit { StateFolder.remove() }
exit(LibFuzzer.run(arguments: [arguments[0]] + arguments.dropFirst(2), chosen))
