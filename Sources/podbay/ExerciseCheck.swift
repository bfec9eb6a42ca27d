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
    /// The solution's verdicts this session, by lesson, step and the text of what was built (the
    /// solution and the check scene): the same text checks the same way.
    private var solutionVerdicts: [String: ExerciseVerdict] = [:]

    init(build: ExerciseBuild, lessonArguments: [String]) {
        self.build = build
        self.lessonArguments = lessonArguments
    }

    func check(
        lessonID: String, stepIndex: Int, workspace: String, checkSources: [String], solutions: [String],
        say: (MessageRenderable.Kind, String) -> Void, warned: ([String]) -> Void
    ) -> ExerciseCheckOutcome {
        // The solution's own check runs beside the learner's build (its build is cached after the
        // first time), so the comparison costs a second core rather than time.
        let key = SourceSet.read(solutions + checkSources, as: "solution").map { "\(lessonID)/\(stepIndex)/\($0.hash)" }
        let known = (try? key.get()).flatMap { solutionVerdicts[$0] }
        let solutionCheck = known == nil ? SolutionCheck(
            build: ExerciseBuild(environment: build.environment, lessonsFolder: build.lessonsFolder),
            solutions: solutions, checkSources: checkSources, lesson: lessonID, step: stepIndex, arguments: lessonArguments) : nil
        let outcome = learnerCheck(lessonID: lessonID, stepIndex: stepIndex, workspace: workspace, checkSources: checkSources, warned: warned)
        let solution: ExerciseVerdict
        switch known.map({ .success($0) }) ?? solutionCheck?.verdict() ?? .failure(SolutionCheckProblem(cause: "it was not run")) {
        case .success(let found):
            solution = found
            if known == nil, let key = try? key.get() { solutionVerdicts[key] = found }
        case .failure(let problem):
            // Passed without the comparison would be a pass the check did not make; not the learner's doing.
            guard case .verdict(let verdict) = outcome, verdict.passed else { return outcome }
            return .notYours("the lesson's solution, which every check compares your run with, could not be checked: \(problem.cause)")
        }
        guard case .verdict(let verdict) = outcome else { return outcome }
        return .verdict(verdict.compared(withSolution: solution))
    }

    /// The check of the learner's files alone.
    private func learnerCheck(
        lessonID: String, stepIndex: Int, workspace: String, checkSources: [String], warned: ([String]) -> Void
    ) -> ExerciseCheckOutcome {
        switch build.run(
            workspace: workspace, checkSources: checkSources, lesson: lessonID, step: stepIndex, arguments: lessonArguments, warned: warned)
        {
        case .failure(let problem):
            // The learner pressed Ctrl-C while their files were built: nothing ran, and the build
            // did not fail for a cause anyone must look for.
            if Interrupt.requested, problem.lines.contains(where: { $0.contains("stopped (Ctrl-C)") }) {
                return .notYours("stopped with Ctrl-C while your files were being built; nothing was checked")
            }
            guard Self.isInTheSources(problem) else { return .notYours(Self.cause(problem)) }
            return .notBuilt(problem.lines)
        case .success(.disturbed):
            return .stopped(Self.disturbed)
        case .success(.signalled(SIGINT, _, _)) where Interrupt.requested:
            // The learner pressed Ctrl-C: their code did not stop the check, they did.
            let limit = Self.seconds(build.timeLimit)
            return .stopped("check: stopped with Ctrl-C before it ended (a check still running after \(limit) is stopped by itself)")
        case .success(.signalled(let signal, let output, let channel)):
            // The runtime's reason says what happened: the signal's usual causes are then not needed.
            let report = Self.trapReport(output, workspace: workspace)
            // Which action it was playing, as the check said before each (a trap ends it unsaid).
            let during = LoadedPodbayProtocol.progress(CheckProgress.self, in: channel).map { "; it stopped " + $0.during } ?? ""
            guard let said = report.sentence else {
                return .stopped("your code stopped the check with \(LoadedPodbay.describe(signal))" + during, place: report.place)
            }
            return .stopped("your code stopped the check with \(LoadedPodbay.name(signal)): \(said)" + during, place: report.place)
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

    /// Whether a build that failed failed in Swift source (the learner's files, or the check scene
    /// their names feed), or on what the sources name: the compiler's `file:line:column: error:`
    /// lines, a scene the glue cannot build, files that are not there. Otherwise the cause is the
    /// link, the kit or the toolchain, none of it the learner's.
    static func isInTheSources(_ problem: LoadProblem) -> Bool {
        problem.lines.contains { (line: String) -> Bool in
            line.contains(#/\.swift:\d+:\d+: error: /#)
                || line.contains("cannot build the scene") || line.contains("must not declare a scene")
                || line.hasPrefix("no file or folder at") || line.hasSuffix("holds no .swift files") || line.hasPrefix("cannot read ")
        }
    }

    /// The cause of a failure outside the sources, in one sentence: the tool's own first lines.
    static func cause(_ problem: LoadProblem) -> String {
        let said = problem.lines.prefix(2).map { $0.hasPrefix("load: ") ? String($0.dropFirst(6)) : $0 }
        return "the check could not be built, and the cause is outside your files: " + said.joined(separator: "; ")
    }

    /// What the runtime said of a trap, read against the learner's files in `workspace`.
    static func trapReport(_ output: String, workspace: String) -> RuntimeTrapReport {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace)) ?? []
        return RuntimeTrapReport(output: output, workspace: workspace, learnerFiles: Set(names))
    }

    /// A check whose verdict channel held a line it did not write: whatever the line said, the
    /// check did not pass (a thousand guessed keys pass no more than one).
    static let disturbed = "the check was disturbed: your code wrote on the check's own verdict channel, "
        + "so nothing on it is taken and the check did not pass"

    /// `30 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        // The limit is capped (ExerciseBuild.timeLimit), so the whole number fits an Int.
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
