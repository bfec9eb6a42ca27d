import Foundation
import Loader

/// The jail's cost (Linux): the same child spawned with `posix_spawn`, confined as a loaded
/// podbay is (`Jail`: fork, seccomp filter, exec, and the orphan sweep when it is reaped) and
/// confined as a check is (the same, and the Landlock ruleset under which it writes no file),
/// alternated run by run; once a child that exits at once (the spawn's cost), once one making
/// 200,000 system calls on descriptors it was handed (the filter's, which runs on each; Landlock
/// checks a file when it is opened, not each read or write). Medians of wall time from spawn to
/// reaped.
enum JailBench {
    static func run() {
        print("Jail: confined children against posix_spawn (alternated; wall time from spawn to reaped)")
        #if os(Linux)
        let landlock = Jail.writeWallABI > 0 ? "Landlock ABI \(Jail.writeWallABI)" : "no Landlock on this kernel: the check's ruleset is not applied"
        print("  \(landlock)")
        let children: [(what: String, executable: String, arguments: [String], runs: Int)] = [
            ("/bin/true, which exits at once", "/bin/true", [], 101),
            // Its output is the /dev/null it was handed: a check's child may open no file to write.
            ("dd of 100,000 one-byte blocks (200,000 system calls)", "/bin/dd", ["if=/dev/zero", "bs=1", "count=100000"], 21),
        ]
        for child in children {
            var plain: [Double] = [], load: [Double] = [], check: [Double] = []
            for _ in 0..<child.runs {
                if let time = timed(child.executable, child.arguments, confinement: nil) { plain.append(time) }
                if let time = timed(child.executable, child.arguments, confinement: .loadedPodbay) { load.append(time) }
                if let time = timed(child.executable, child.arguments, confinement: .check) { check.append(time) }
            }
            guard !plain.isEmpty, !load.isEmpty, !check.isEmpty else {
                print("  \(child.what): did not run")
                continue
            }
            print(String(format: "  %@, median of %d: posix_spawn %.2f ms, confined as a load (seccomp) %.2f ms (%+.2f ms), "
                             + "as a check (seccomp and Landlock) %.2f ms (%+.2f ms against a load's)",
                         child.what as NSString, child.runs, median(plain), median(load), median(load) - median(plain),
                         median(check), median(check) - median(load)))
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
