import Dispatch
import Loader
import Tutor

/// The lesson's solution checked in its exercise's check scene, as the learner's files are, in the
/// background from the moment it is made: its verdict records what each action did with the
/// solution, which the learner's run is compared with (`SolutionComparison`).
final class SolutionCheck: @unchecked Sendable {
    /// Written once by the checking thread before `done` is signalled, read after.
    private var found: Result<ExerciseVerdict, SolutionCheckProblem> = .failure(SolutionCheckProblem(cause: "it was not run"))
    private let done = DispatchSemaphore(value: 0)

    init(build: ExerciseBuild, solutions: [String], checkSources: [String], lesson: String, step: Int, arguments: [String]) {
        DispatchQueue.global().async { [self] in
            found = Self.verdict(of: build.run(
                learnerSources: solutions, named: "the lesson's solution", checkSources: checkSources, lesson: lesson, step: step,
                arguments: arguments))
            done.signal()
        }
    }

    /// The solution's verdict once its check ended, or why there is none.
    func verdict() -> Result<ExerciseVerdict, SolutionCheckProblem> {
        done.wait()
        return found
    }

    private static func verdict(of run: Result<ExerciseBuild.Run, LoadProblem>) -> Result<ExerciseVerdict, SolutionCheckProblem> {
        switch run {
        case .failure(let problem):
            return .failure(SolutionCheckProblem(cause: problem.lines.prefix(2).joined(separator: "; ")))
        case .success(.signalled(let signal, _, _)):
            return .failure(SolutionCheckProblem(cause: "it was stopped by \(LoadedPodbay.name(signal))"))
        case .success(.disturbed):
            return .failure(SolutionCheckProblem(cause: "something other than its check wrote on the check's verdict channel"))
        case .success(.timedOut(let seconds, _)):
            return .failure(SolutionCheckProblem(cause: "it did not finish in \(ExerciseCheck.seconds(seconds))"))
        case .success(.ended(let status, _, let said)):
            guard let verdict = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: said) else {
                return .failure(SolutionCheckProblem(cause: "it ended (status \(status)) without a verdict"))
            }
            return .success(verdict)
        }
    }
}

/// Why the solution's check gave no verdict to compare with, in words.
struct SolutionCheckProblem: Error {
    let cause: String
}
