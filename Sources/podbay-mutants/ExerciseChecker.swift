import Foundation
import LessonFormat
import Loader
import Tutor

/// Builds one exercise's check scene with a set of learner files (the reference, the starters or a
/// mutant) and runs it in check mode, as `check` and `podbay lint` do (Sources/Loader/ExerciseBuild).
struct ExerciseChecker: Sendable {
    let build: ExerciseBuild
    let lesson: LessonText
    let stepIndex: Int
    let exercise: LessonExercise
    /// The lessons folder the check mode reads the lesson from, absolute.
    let lessonsFolder: String

    /// The check of `files`, compared action by action with `solution`, the reference's verdict
    /// (`SolutionComparison`), when given; and the verdict itself, when there was one.
    func check(_ files: [String], comparedWith solution: ExerciseVerdict? = nil) -> (outcome: CheckOutcome, verdict: ExerciseVerdict?) {
        let name = files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? lessonsFolder
        let arguments = ["--lessons", lessonsFolder]
        switch build.run(
            learnerSources: files, named: name, checkSources: exercise.checkSources, lesson: lesson.id, step: stepIndex,
            arguments: arguments)
        {
        case .failure(let problem):
            guard let error = problem.lines.first(where: { $0.contains(": error: ") }) else { return (.broken(problem.lines), nil) }
            return (.notBuilt(error.components(separatedBy: ": error: ").last ?? error), nil)
        case .success(.signalled(let signal, _, _)):
            return (signal == SIGINT ? .interrupted : .failed("stopped by signal \(signal)"), nil)
        case .success(.disturbed):
            return (.failed("wrote on the check's verdict channel (the check was disturbed)"), nil)
        case .success(.timedOut(let seconds, _)):
            return (.failed("ran past \(Int(seconds)) s"), nil)
        case .success(.ended(let status, let output, let said)):
            guard let found = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: said) else {
                return (.broken(["the check ended (status \(status)) without a verdict:"] + output.split(separator: "\n").suffix(6).map(String.init)), nil)
            }
            let verdict = solution.map(found.compared(withSolution:)) ?? found
            return (verdict.passed ? .passed : .failed(verdict.failures.first ?? "not passed (goal: \(verdict.goal))"), verdict)
        }
    }
}
