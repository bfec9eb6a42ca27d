import Foundation
import LessonFormat
import Loader
import Tutor

/// `check` for the REPL: the Loader builds the learner's files with the lesson's check scene and
/// runs the result in check mode (`ExerciseCheckMode`); its verdict line, or the compiler's errors,
/// or the signal that stopped it, said as an outcome.
final class ExerciseCheck: ExerciseChecking {
    private let build: ExerciseBuild
    /// The flags the check's podbay needs to find the same lessons: `--lessons DIR`.
    private let lessonArguments: [String]

    init(build: ExerciseBuild, lessonArguments: [String]) {
        self.build = build
        self.lessonArguments = lessonArguments
    }

    func check(
        lessonID: String, stepIndex: Int, workspace: String, checkSources: [String],
        say: (MessageRenderable.Kind, String) -> Void
    ) -> ExerciseCheckOutcome {
        let arguments = lessonArguments + [ExerciseCheckMode.lessonFlag, lessonID, ExerciseCheckMode.stepFlag, "\(stepIndex)"]
        switch build.run(workspace: workspace, checkSources: checkSources, arguments: arguments) {
        case .failure(let problem):
            return .notBuilt(problem.lines)
        case .success(.signalled(let signal, let output)):
            let said = Self.lastLines(of: output)
            return .stopped("your code stopped the check with \(ChildPodbay.describe(signal))" + (said.isEmpty ? "" : ": " + said))
        case .success(.ended(let status, let output)):
            guard let verdict = ExerciseVerdict.read(from: output) else {
                let said = Self.lastLines(of: output)
                return .stopped("the check ended (status \(status)) without a verdict" + (said.isEmpty ? "" : ": " + said))
            }
            return .verdict(verdict)
        }
    }

    /// What the program said last before it stopped (the runtime's one-line reason for a trap).
    static func lastLines(of output: String) -> String {
        output.split(separator: "\n").suffix(2).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
