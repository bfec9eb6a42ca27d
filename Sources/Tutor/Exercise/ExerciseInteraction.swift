package import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for exercises: `check`, `solution`, and the
/// workspace made ready when an exercise step is reached.
/// It also tells `hint` where the last check's compile error is (`CompileErrorPointing`).
protocol ExerciseInteracting: CompileErrorPointing {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ExerciseRendering & NoticeRendering & RefusalRendering & MessageRendering)
    func didAskToCheck() -> CommandOutcome
    func use(confirming: Confirming)
    func didAskForSolution() -> CommandOutcome
    /// `reset exercise`: the starters back in place of the learner's files, after asking.
    func didAskToResetExercise() -> CommandOutcome
    /// After every command: an exercise step shown for the first time this session gets its
    /// workspace, and its path is said; `step` on it says the path again.
    func didRunCommand(_ command: Command)
    /// The open exercise step's workspace folder, once it exists: what watch mode watches.
    func watchedFolder() -> String?
}

/// `check` and `solution` on an exercise step: the learner's files, in a workspace filled from the
/// lesson's starters, built into the lesson's check scene by the program's checker; the verdict
/// recorded in progress (checks counted, the step's goal met on a pass).
package final class ExerciseInteraction: ExerciseInteracting {
    private let checker: ExerciseChecking?
    private let workspace: ExerciseWorkspace?
    private let progress: ProgressStore
    private weak var navigation: LessonNavigating?
    private weak var view: (any ExerciseRendering & NoticeRendering & RefusalRendering & MessageRendering)?
    private weak var confirming: Confirming?
    /// The exercises whose workspace was said this session (`lesson/exercise`): said once.
    private var announced: Set<String> = []
    /// The last check's first compile error in the learner's files, for `hint`: which exercise
    /// (`lesson/exercise`), and the file's text when it was checked.
    private var lastCompileError: (exercise: String, pointer: CompileErrorPointer, text: String)?

    package init(checker: ExerciseChecking?, workspace: ExerciseWorkspace?, progress: ProgressStore) {
        self.checker = checker
        self.workspace = workspace
        self.progress = progress
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any ExerciseRendering & NoticeRendering & RefusalRendering & MessageRendering) {
        self.view = view
    }

    package func use(confirming: Confirming) {
        self.confirming = confirming
    }

    package func didAskToResetExercise() -> CommandOutcome {
        guard let (open, step, exercise) = exerciseStep(command: "reset exercise"), let workspace else { return .refused }
        let folder = workspace.folder(lesson: open.lesson.id, exercise: step.exerciseID)
        let names = exercise.starters.map(LessonExercise.fileName)
        let asked = confirming?.confirm("Put the starters back in \(folder)/ (\(names.joined(separator: ", ")))? Your edits there are lost.") {
            [weak self] yes in
            guard let self else { return }
            guard yes else {
                self.view?.render(ExerciseRenderable.resetDeclined)
                return
            }
            switch workspace.reset(exercise, in: folder) {
            case .success: self.view?.render(ExerciseRenderable.resetDone(folder: folder, files: names))
            case .failure(let problem): self.view?.render(ExerciseRenderable.workspaceProblem(problem.message))
            }
        }
        guard asked == true else {
            view?.render(ExerciseRenderable.resetNeedsTerminal(folder: folder))
            return .refused
        }
        return .ran
    }

    package func didRunCommand(_ command: Command) {
        // Without a folder for the files, `check` says so; reaching the step does not.
        guard workspace != nil, let open = navigation?.current, let step = open.step, let exercise = step.exercise else { return }
        let key = open.lesson.id + "/" + step.exerciseID
        guard !announced.contains(key) || command == .step else { return }
        announced.insert(key)
        _ = ready(exercise, step, open)
    }

    package func watchedFolder() -> String? {
        guard let workspace, let open = navigation?.current, let step = open.step, step.exercise != nil else { return nil }
        return workspace.folder(lesson: open.lesson.id, exercise: step.exerciseID)
    }

    package func didAskToCheck() -> CommandOutcome {
        guard let (open, step, exercise) = exerciseStep(command: "check") else { return .refused }
        guard let checker else {
            view?.render(ExerciseRenderable.unavailable)
            return .refused
        }
        guard let folder = ready(exercise, step, open, quietly: true) else { return .refused }
        var warnings: [String] = []
        let outcome = checker.check(
            lessonID: open.lesson.id, stepIndex: open.stepIndex, workspace: folder, checkSources: exercise.checkSources,
            solutions: exercise.solutions, say: { kind, text in view?.render(MessageRenderable(kind, text)) }, warned: { warnings = $0 })
        if case .notYours(let cause) = outcome {
            lastCompileError = nil
            view?.render(MessageRenderable(.error, "check: " + cause + "; this is not your code's doing, and it was not counted as a check"))
            return .refused
        }
        let passed = outcome.passed
        save(open.lesson.id) { lesson in
            lesson.exercises[step.exerciseID, default: ExerciseProgress()].recordCheck(passed: passed)
            if passed { lesson.markGoalMet(open.stepIndex) }
        }
        remember(outcome, of: open.lesson.id + "/" + step.exerciseID, in: folder)
        // Read after the save, which adds the checks another terminal made meanwhile.
        let checks = progress.progress.lesson(open.lesson.id).exercises[step.exerciseID]?.checks ?? 0
        switch outcome {
        case .notBuilt(let lines): view?.render(ExerciseRenderable.notBuilt(lines: lines, checks: checks))
        case .notYours: break
        case .stopped(let reason, let place):
            // No part of the goal was judged: no hint is tied to what stopped it.
            open.failedFirst(nil)
            view?.render(ExerciseRenderable.stopped(reason: reason, place: place, checks: checks))
        case .verdict(let verdict):
            // `hint` follows the first ✗ line: the hint tied to its part, or says none is (the
            // parts come spelt as goals write them).
            if verdict.passed {
                open.failed([])
            } else {
                open.failedFirst(verdict.failedParts.first.flatMap { part in
                    part.flatMap { (try? GoalExpression.parse($0, commands: .podbay).get())?.conditions.first }
                })
            }
            let isLast = open.stepIndex == open.lesson.steps.count - 1
            view?.render(ExerciseRenderable.verdict(verdict, checks: checks, isLastStep: isLast))
        }
        // What the compiler warned of in the learner's files, under the verdict: a pass with a
        // deprecated spelling (`protocol P: class`) is still told so.
        if !warnings.isEmpty { view?.render(ExerciseRenderable.warnings(warnings)) }
        return .ran
    }

    package func compileErrorPointer() -> CompileErrorPointer? {
        guard let last = lastCompileError, let open = navigation?.current, let step = open.step, step.exercise != nil,
            last.exercise == open.lesson.id + "/" + step.exerciseID, Self.text(last.pointer.path) == last.text
        else { return nil }
        return last.pointer
    }

    /// Keeps where a check that did not build failed in the learner's files; a check that built forgets it.
    private func remember(_ outcome: ExerciseCheckOutcome, of exercise: String, in folder: String) {
        lastCompileError = nil
        guard case .notBuilt(let lines) = outcome else { return }
        var texts: [String: String] = [:]
        let pointer = CompileErrorPointer.first(in: lines, folder: folder) { path in
            let text = Self.text(path)
            texts[path] = text
            return text
        }
        guard let pointer, let text = texts[pointer.path] else { return }
        lastCompileError = (exercise, pointer, text)
    }

    package func didAskForSolution() -> CommandOutcome {
        guard let (open, step, exercise) = exerciseStep(command: "solution") else { return .refused }
        let record = progress.progress.lesson(open.lesson.id).exercises[step.exerciseID] ?? ExerciseProgress()
        guard record.passed else {
            view?.render(ExerciseRenderable.solutionLocked(checks: record.checks))
            return .refused
        }
        guard let folder = ready(exercise, step, open, quietly: true) else { return .refused }
        let files = exercise.solutions.map { solution in
            let name = LessonExercise.fileName(solution)
            let difference = LineDifference(old: Self.lines(folder + "/" + name), new: Self.lines(solution))
            return ExerciseRenderable.SolutionFile(name: name, diff: difference.isEmpty ? [] : difference.hunks(context: 2))
        }
        view?.render(ExerciseRenderable.solution(files))
        return .ran
    }

    /// The open exercise step, or nil after saying there is none.
    private func exerciseStep(command: String) -> (OpenLesson, LessonStep, LessonExercise)? {
        guard let open = navigation?.current else {
            view?.render(RefusalRenderable.noLesson(orOwnObjects: false))
            return nil
        }
        guard let step = open.step, let exercise = step.exercise else {
            let exercises = open.lesson.steps.enumerated().compactMap { index, step in
                step.exercise == nil ? nil : ExerciseRenderable.Exercise(step: index + 1, title: step.title)
            }
            view?.render(ExerciseRenderable.notAnExercise(command: command, exercises: exercises))
            return nil
        }
        return (open, step, exercise)
    }

    /// Makes the workspace ready (starters the learner has not got yet are copied) and returns its
    /// folder; says where it is unless `quietly` and nothing was copied.
    private func ready(_ exercise: LessonExercise, _ step: LessonStep, _ open: OpenLesson, quietly: Bool = false) -> String? {
        guard let workspace else {
            view?.render(ExerciseRenderable.workspaceProblem(
                "neither XDG_DATA_HOME nor HOME is set, so there is no folder for your exercise files"))
            return nil
        }
        let folder = workspace.folder(lesson: open.lesson.id, exercise: step.exerciseID)
        switch workspace.prepare(exercise, in: folder) {
        case .failure(let problem):
            view?.render(ExerciseRenderable.workspaceProblem(problem.message))
            return nil
        case .success(let copied):
            if !quietly || !copied.isEmpty {
                let files = exercise.starters.map(LessonExercise.fileName)
                let untouched = workspace.untouched(exercise, in: folder)
                view?.render(ExerciseRenderable.workspace(folder: folder, files: files, copied: copied, untouched: untouched))
            }
            return folder
        }
    }

    private func save(_ lessonID: String, _ change: (inout LessonProgress) -> Void) {
        for problem in progress.update(lessonID, change) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
    }

    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func lines(_ path: String) -> [String] {
        guard let text = text(path) else { return [] }
        var lines = text.parts(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
