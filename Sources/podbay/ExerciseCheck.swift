#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LessonFormat
import LineEditor
import Loader
import Tutor

/// `check` for the REPL: the Loader builds the learner's files with the lesson's check scene and
/// runs the loaded podbay that checks (`ExerciseCheckMode`); its verdict, or the compiler's errors,
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
        switch build.run(workspace: workspace, checkSources: checkSources, lesson: lessonID, step: stepIndex, arguments: lessonArguments) {
        case .failure(let problem):
            return .notBuilt(problem.lines)
        case .success(.signalled(SIGINT, _)) where Interrupt.requested:
            // The learner pressed Ctrl-C: their code did not stop the check, they did.
            let limit = Self.seconds(build.timeLimit)
            return .stopped("check: stopped with Ctrl-C before it ended (a check still running after \(limit) is stopped by itself)")
        case .success(.signalled(let signal, let output)):
            // The runtime's reason says what happened: the signal's usual causes are then not needed.
            let report = Self.trapReport(output, workspace: workspace)
            guard let said = report.sentence else {
                return .stopped("your code stopped the check with \(LoadedPodbay.describe(signal))", place: report.place)
            }
            return .stopped("your code stopped the check with \(LoadedPodbay.name(signal)): \(said)", place: report.place)
        case .success(.timedOut(let seconds, _)):
            // Not where it was: a backtrace taken at the limit samples a moment of the loop, and
            // says a different function from one run to the next.
            return .stopped(
                "your code did not finish the check in \(Self.seconds(seconds)) and was stopped: "
                    + "a loop that never ends, or a wait for something that never comes?")
        case .success(.ended(let status, let output, let said)):
            guard let verdict = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: said) else {
                let report = Self.trapReport(output, workspace: workspace)
                return .stopped(
                    "the check ended (status \(status)) without a verdict" + (report.sentence.map { ": " + $0 } ?? ""),
                    place: report.place)
            }
            return .verdict(verdict)
        }
    }

    /// What the runtime said of a trap, read against the learner's files in `workspace`.
    static func trapReport(_ output: String, workspace: String) -> RuntimeTrapReport {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace)) ?? []
        return RuntimeTrapReport(output: output, workspace: workspace, learnerFiles: Set(names))
    }

    /// `30 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        // The limit is capped (ExerciseBuild.timeLimit), so the whole number fits an Int.
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
