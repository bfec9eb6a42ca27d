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

    /// The check mode's flags, as the podbay target's `ExerciseCheckMode` spells them. Were they
    /// ever to differ, no reference would pass, and the run stops there.
    static let lessonFlag = "--check-exercise"
    static let stepFlag = "--check-step"

    func check(_ files: [String]) -> CheckOutcome {
        let name = files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? lessonsFolder
        let arguments = ["--lessons", lessonsFolder, Self.lessonFlag, lesson.id, Self.stepFlag, "\(stepIndex)"]
        switch build.run(learnerSources: files, named: name, checkSources: exercise.checkSources, arguments: arguments) {
        case .failure(let problem):
            guard let error = problem.lines.first(where: { $0.contains(": error: ") }) else { return .broken(problem.lines) }
            return .notBuilt(error.components(separatedBy: ": error: ").last ?? error)
        case .success(.signalled(let signal, _)):
            return signal == SIGINT ? .interrupted : .failed("stopped by signal \(signal)")
        case .success(.timedOut(let seconds, _)):
            return .failed("ran past \(Int(seconds)) s")
        case .success(.ended(let status, let output)):
            guard let verdict = ExerciseVerdict.read(from: output) else {
                return .broken(["the check ended (status \(status)) without a verdict:"] + output.split(separator: "\n").suffix(6).map(String.init))
            }
            return verdict.passed ? .passed : .failed(verdict.failures.first ?? "not passed (goal: \(verdict.goal))")
        }
    }
}
