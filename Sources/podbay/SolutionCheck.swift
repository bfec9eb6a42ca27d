import Dispatch
import Loader
import Tutor

/// The lesson's solution checked in its exercise's check scene, as the learner's files are, on a
/// thread of its own from the moment it is made: its verdict records what each action did with
/// the solution, which the learner's run is compared with (`SolutionComparison`).
final class SolutionCheck: @unchecked Sendable {
    /// Written once by the checking thread before `done` is signalled, read after.
    private var found: ExerciseVerdict?
    private let done = DispatchSemaphore(value: 0)

    init(build: ExerciseBuild, solutions: [String], checkSources: [String], lesson: String, step: Int, arguments: [String]) {
        DispatchQueue.global().async { [self] in
            let run = build.run(
                learnerSources: solutions, named: "the lesson's solution", checkSources: checkSources, lesson: lesson, step: step,
                arguments: arguments)
            if case .success(.ended(_, _, let said)) = run {
                found = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: said)
            }
            done.signal()
        }
    }

    /// The solution's verdict once its check ended; nil when it could not be built or run (lint
    /// says why; the learner's check then goes without the comparison).
    func verdict() -> ExerciseVerdict? {
        done.wait()
        return found
    }
}
