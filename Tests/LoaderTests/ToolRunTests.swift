import Foundation
@testable import Loader
import Testing

/// A program run with a time limit: killed at it only if it is still running then.
@Suite struct ToolRunTests {
    @Test func aProgramThatClosesItsOutputAndRunsOnIsKilledAtTheLimit() {
        let run = ToolRun.run("/bin/sh", ["-c", "exec >&- 2>&-; sleep 30"], environment: [:], timeLimit: 0.5)
        #expect(run.timedOut)
        #expect(run.signal == SIGKILL)
    }

    @Test func aProgramThatEndedIsNotTimedOutThoughWhatItStartedHoldsTheOutput() {
        let run = ToolRun.run("/bin/sh", ["-c", "echo said; sleep 2 & exit 0"], environment: [:], timeLimit: 0.5)
        #expect(!run.timedOut)
        #expect(run.status == 0 && run.signal == nil)
        #expect(run.output == "said\n")
    }

    /// What a program started and left running ends with it: the run does not wait for it.
    @Test func whatAProgramStartedEndsWithIt() throws {
        let run = ToolRun.run("/bin/sh", ["-c", "sleep 30 & echo $!"], environment: [:], timeLimit: 10)
        #expect(!run.timedOut)
        let pid = try #require(Int32(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        var gone = false
        for _ in 0..<100 where !gone {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?
                .split(separator: " ").first
            gone = state == nil || state == "Z"
            if !gone { usleep(20_000) }
        }
        #expect(gone, "the sleep it started outlived it")
    }

    @Test func theCheckTimeLimitIsReadCappedAndDefaulted() {
        func limit(_ text: String?) -> Double {
            ExerciseBuild(environment: text.map { [ExerciseBuild.timeLimitKey: $0] } ?? [:], lessonsFolder: nil).timeLimit
        }
        #expect(limit(nil) == ExerciseBuild.defaultTimeLimit)
        #expect(limit("2") == 2)
        #expect(limit("1e300") == ExerciseBuild.longestTimeLimit)
        #expect(limit("-1") == ExerciseBuild.defaultTimeLimit)
        #expect(limit("soon") == ExerciseBuild.defaultTimeLimit)
    }
}
