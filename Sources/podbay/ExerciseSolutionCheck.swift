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
import Parallel
import Loader
import Tutor

/// `podbay lint` on a lesson's exercise steps: each step's check scene is built with the lesson's
/// reference solution and run as `check` runs it (a loaded podbay that checks, the same
/// cache), and must build and pass; built with the starters it must build (or the learner's first
/// check is a compile error they did not make) and not pass (or they would have nothing to do). A
/// problem is reported at the step's `## Exercise:` line.
struct ExerciseSolutionCheck {
    let build: ExerciseBuild
    /// The folder lint reads, handed to the check as `--lessons`, so it finds the same lesson text.
    let lessonsFolder: String
    /// Says which exercise is being built, at a terminal.
    var progress: ProgressLine?

    /// Problems, one entry each (a route the failure speaks of follows on indented lines), in the
    /// lessons' order; empty when every exercise's reference passes and no starter does. The
    /// exercises are checked side by side, one per core: each is a compile, a link and a run.
    func problems(in lessons: [LessonText]) -> [String] {
        let exercises = lessons.flatMap { lesson in
            lesson.steps.indices.compactMap { index in lesson.steps[index].exercise == nil ? nil : (lesson, index) }
        }
        let total = exercises.count
        return exercises.concurrentMap { (lesson: LessonText, index: Int) -> [String] in
            // After Ctrl-C the exercises not begun are not built (lint then reports nothing).
            guard !Interrupt.requested, let exercise = lesson.steps[index].exercise else { return [] }
            progress?.begin { number in "lint: building exercise \(number) of \(total) (\(lesson.id))…" }
            return problems(lesson: lesson, stepIndex: index, step: lesson.steps[index], exercise: exercise)
        }.flatMap { $0 }
    }

    private func problems(lesson: LessonText, stepIndex: Int, step: LessonStep, exercise: LessonExercise) -> [String] {
        let at = "\(lesson.file):\(step.line): exercise '\(step.title)'"
        let arguments = ["--lessons=" + SourceScene.absolute(lessonsFolder)]
        var problems: [String] = []
        let reference = checked(exercise.solutions, exercise: exercise, lesson: lesson.id, step: stepIndex, arguments: arguments)
        switch reference {
        case .notBuilt(let lines):
            // An error only in the lesson's check scene is the scene's to fix, not the solution's.
            let culprit = Self.errorsOnlyIn(exercise.checkSources, lines: lines, not: exercise.solutions)
                ? "the check scene does not build with the reference solution" : "the reference solution does not build"
            problems += lines.map { "\(at): \(culprit): \($0)" }
        case .notChecked(let lines):
            problems += lines.map { "\(at): the check cannot be built: \($0)" }
        case .stopped(let reason):
            problems.append("\(at): the reference solution's check \(reason)")
        case .verdict(let verdict) where !verdict.passed:
            // The route goes under the first failure that speaks of it ("its route is below"), as `check` shows it.
            let routeAt = verdict.route.isEmpty ? nil : verdict.failures.firstIndex { $0.contains("route") }
            problems += verdict.failures.enumerated().map { index, failure in
                ["\(at): the reference solution does not pass: \(failure)"] + (index == routeAt ? verdict.route.map { "    " + $0 } : [])
            }.map { $0.joined(separator: "\n") }
            if verdict.failures.isEmpty { problems.append("\(at): the reference solution does not pass (goal: \(verdict.goal))") }
        case .verdict:
            break
        }
        // A starter must build (its first `check` should speak of what the exercise asks, not of a
        // compile error the learner did not make) and must not pass, compared with the reference's
        // run as `check` compares the learner's. An error in the check scene alone was said above,
        // with the reference.
        let solution: ExerciseVerdict? = if case .verdict(let found) = reference { found } else { nil }
        let starter = checked(exercise.starters, exercise: exercise, lesson: lesson.id, step: stepIndex, arguments: arguments)
        if let expected = exercise.starterError {
            // Meant not to compile: with the compiler's error the text promises, in the starter.
            let errors: [String] = if case .notBuilt(let lines) = starter { lines.filter { $0.contains(": error: ") } } else { [] }
            let meant = errors.contains { line in
                line.contains(expected) && exercise.starters.contains { line.hasPrefix($0 + ":") || line.contains("/" + LessonExercise.fileName($0) + ":") }
            }
            if !meant {
                let found = errors.isEmpty ? "it compiles" : "its errors are: " + errors.joined(separator: " | ")
                problems.append("\(at): the starter is meant to fail with the compiler's error '\(expected)' (compiler:), but \(found)")
            }
            return problems
        }
        switch starter {
        case .verdict(let verdict) where (solution.map(verdict.compared(withSolution:)) ?? verdict).passed:
            problems.append("\(at): the starter already passes its check; the learner has nothing to do")
        case .notBuilt(let lines) where !Self.errorsOnlyIn(exercise.checkSources, lines: lines, not: exercise.starters):
            problems += lines.map { "\(at): the starter does not build, so the learner's first check is a compile error they did not make: \($0)" }
        default:
            break
        }
        return problems
    }

    /// Whether the compiler's errors in `lines` are all in `checkSources` (files or folders) and
    /// none in `solutions`.
    static func errorsOnlyIn(_ checkSources: [String], lines: [String], not solutions: [String]) -> Bool {
        let errors = lines.filter { $0.contains(": error: ") }
        func isIn(_ sources: [String], _ line: String) -> Bool {
            ExerciseBuild.names(line, oneOf: sources + sources.map(SourceScene.absolute))
        }
        return !errors.isEmpty && errors.allSatisfy { isIn(checkSources, $0) } && !errors.contains { isIn(solutions, $0) }
    }

    /// How a check of `learnerFiles` with the exercise's check sources went.
    private enum Outcome {
        /// The compiler's error lines.
        case notBuilt([String])
        /// Why nothing was compiled (no compiler, no kit, not one scene).
        case notChecked([String])
        case stopped(String)
        case verdict(ExerciseVerdict)
    }

    private func checked(
        _ learnerFiles: [String], exercise: LessonExercise, lesson: String, step: Int, arguments: [String]
    ) -> Outcome {
        let name = learnerFiles.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? lessonsFolder
        switch build.run(learnerSources: learnerFiles, named: name, checkSources: exercise.checkSources, lesson: lesson, step: step, arguments: arguments) {
        case .failure(let problem):
            guard problem.lines.contains(where: { $0.contains(": error: ") }) else { return .notChecked(problem.lines) }
            // The compiler's lines say it all; the summary under them (`check: 1 error in …`) is not another problem.
            return .notBuilt(problem.lines.filter { !$0.hasPrefix("check: ") })
        case .success(.signalled(let signal, let output, _)):
            let report = ExerciseCheck.trapReport(output, workspace: name)
            return .stopped("stopped with " + (report.sentence.map { "\(LoadedPodbay.name(signal)): \($0)" } ?? LoadedPodbay.describe(signal)))
        case .success(.disturbed):
            return .stopped("wrote on the check's own verdict channel, which disturbed the check")
        case .success(.timedOut(let seconds, _)):
            return .stopped("did not finish in \(ExerciseCheck.seconds(seconds)) and was stopped")
        case .success(.ended(let status, let output, let said)):
            guard let verdict = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: said) else {
                let said = ExerciseCheck.trapReport(output, workspace: name).sentence.map { ": " + $0 } ?? ""
                return .stopped("ended (status \(status)) without a verdict" + said)
            }
            return .verdict(verdict)
        }
    }
}
