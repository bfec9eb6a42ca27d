import Foundation
import Loader

/// The jail's cost (Linux): the same child spawned confined (`Jail`: fork, seccomp filter, exec,
/// and the orphan sweep when it is reaped) and with `posix_spawn`, alternated run by run; once a
/// child that exits at once (the spawn's cost), once one making 200,000 system calls (the
/// filter's, which runs on each). Medians of wall time from spawn to reaped.
enum JailBench {
    static func run() {
        print("Jail: confined child against posix_spawn (alternated; wall time from spawn to reaped)")
        #if os(Linux)
        let children: [(what: String, executable: String, arguments: [String], runs: Int)] = [
            ("/bin/true, which exits at once", "/bin/true", [], 101),
            ("dd of 100,000 one-byte blocks (200,000 system calls)", "/bin/dd", ["if=/dev/zero", "of=/dev/null", "bs=1", "count=100000"], 21),
        ]
        for child in children {
            var plain: [Double] = [], confined: [Double] = []
            for _ in 0..<child.runs {
                if let time = timed(child.executable, child.arguments, confinement: nil) { plain.append(time) }
                if let time = timed(child.executable, child.arguments, confinement: .check) { confined.append(time) }
            }
            guard !plain.isEmpty, !confined.isEmpty else {
                print("  \(child.what): did not run")
                continue
            }
            print(String(format: "  %@, median of %d: posix_spawn %.2f ms, confined %.2f ms (%+.2f ms)",
                         child.what as NSString, child.runs, median(plain), median(confined), median(confined) - median(plain)))
        }
        #else
        print("  no jail on this system: children are spawned with posix_spawn")
        #endif
    }

    private static func timed(_ executable: String, _ arguments: [String], confinement: Jail.Confinement?) -> Double? {
        var launch = ChildProcess.Launch(executable: executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"])
        launch.standardInput = .null
        launch.standardOutput = .null
        launch.standardError = .null
        launch.confinement = confinement
        return timedSpawn(launch)
    }
}
