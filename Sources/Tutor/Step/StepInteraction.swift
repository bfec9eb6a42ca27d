package import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for steps and hints.
protocol StepInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any StepRendering & NoticeRendering & RefusalRendering)
    /// Where the last check's compile error is: `hint` points at it before the lesson's hints.
    func use(_ compileErrors: CompileErrorPointing)
    func didAskForNextStep() -> CommandOutcome
    func didAskForPreviousStep() -> CommandOutcome
    func didAskForStep() -> CommandOutcome
    func didAskForHint() -> CommandOutcome
}

/// `next`, `prev`, `step` and `hint`.
package final class StepInteraction: StepInteracting {
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private let goals: GoalCheck
    private let catalog: LessonCatalog
    private weak var navigation: LessonNavigating?
    private weak var view: (any StepRendering & NoticeRendering & RefusalRendering)?
    private weak var compileErrors: CompileErrorPointing?

    package init(progress: ProgressStore, presentation: StepPresentation, goals: GoalCheck, catalog: LessonCatalog) {
        self.progress = progress
        self.presentation = presentation
        self.goals = goals
        self.catalog = catalog
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any StepRendering & NoticeRendering & RefusalRendering) {
        self.view = view
    }

    func use(_ compileErrors: CompileErrorPointing) {
        self.compileErrors = compileErrors
    }

    package func didAskForNextStep() -> CommandOutcome {
        guard let open = openLesson(), let step = open.step else { return .refused }
        // An exercise passed in another terminal counts here too.
        progress.catchUp()
        let metBefore = progress.progress.lesson(open.lesson.id).goalsMet.contains(open.stepIndex)
        if step.exercise != nil, !metBefore {
            view?.render(RefusalRenderable.exerciseNotPassed)
            return .refused
        }
        let missing = goals.missing(step.goal, in: open)
        guard metBefore || missing.conditions.isEmpty else {
            open.failed(missing.conditions)
            view?.render(RefusalRenderable.goalNotMet(missing: missing.description(symbols: presentation.symbols)))
            return .refused
        }
        save(open.lesson.id) { $0.markGoalMet(open.stepIndex) }
        guard open.stepIndex + 1 < open.lesson.steps.count else {
            let quizLeft = QuizScore(lesson: open.lesson, progress: progress.progress.lesson(open.lesson.id)).current != nil
            view?.render(NoticeRenderable.lastStepDone(
                lesson: open.lesson.number, quizLeft: quizLeft, next: catalog.pointer(after: open.lesson)))
            return .ran
        }
        move(open, to: open.stepIndex + 1)
        return .ran
    }

    package func didAskForPreviousStep() -> CommandOutcome {
        guard let open = openLesson() else { return .refused }
        guard open.stepIndex > 0 else {
            view?.render(RefusalRenderable.firstStep)
            return .refused
        }
        move(open, to: open.stepIndex - 1)
        return .ran
    }

    package func didAskForStep() -> CommandOutcome {
        guard let open = openLesson() else { return .refused }
        show(open)
        return .ran
    }

    package func didAskForHint() -> CommandOutcome {
        guard let open = openLesson() else { return .refused }
        // The compiler's first error in the learner's file comes first; it is not one of the
        // lesson's hints, so it uses none of them up.
        if let pointer = compileErrors?.compileErrorPointer() {
            view?.render(NoticeRenderable.compileError(pointer))
        }
        if let hint = open.giveHint() {
            save(open.lesson.id) { $0.countHint(atStep: open.stepIndex) }
            view?.render(NoticeRenderable.hint(text: hint.text, number: hint.number, count: hint.count, reason: hint.reason))
        } else {
            view?.render(NoticeRenderable.noHints)
        }
        return .ran
    }

    /// The open lesson, or nil after saying that none is open.
    private func openLesson() -> OpenLesson? {
        guard let open = navigation?.current else {
            view?.render(RefusalRenderable.noLesson(orOwnObjects: false))
            return nil
        }
        guard !open.lesson.steps.isEmpty else {
            view?.render(RefusalRenderable.noSteps(title: open.lesson.title))
            return nil
        }
        return open
    }

    private func move(_ open: OpenLesson, to index: Int) {
        navigation?.go(toStep: index)
        save(open.lesson.id) { $0.step = index }
        show(open)
    }

    private func show(_ open: OpenLesson) {
        if let step = presentation.step(open, goalMet: goals.isMetOrWasMet(open, saved: progress.progress)) {
            view?.render(step)
        }
    }

    private func save(_ lessonID: String, _ change: (inout LessonProgress) -> Void) {
        for problem in progress.update(lessonID, change) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
    }
}

/// Builds the interaction for steps and hints.
struct StepInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> StepInteracting {
        StepInteraction(
            progress: configuration.progress, presentation: configuration.stepPresentation,
            goals: configuration.goalCheck, catalog: configuration.catalog)
    }
}
