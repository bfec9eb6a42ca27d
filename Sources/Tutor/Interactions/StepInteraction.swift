package import CommandLanguage
import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for steps, hints and goals.
package protocol StepInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any StepRendering & MessageRendering)
    func didRun(_ command: EnteredCommand, _ outcome: CommandOutcome)
}

/// `next`, `prev`, `step` and `hint`; and the goal watch that notices when a step's goal is met.
package final class StepInteraction: StepInteracting {
    private let progress: ProgressStore
    private let inspector: InspectorSession
    private let presentation: StepPresentation
    private weak var navigation: LessonNavigating?
    private weak var view: (any StepRendering & MessageRendering)?
    /// Where the learner was after the last command: a command that leaves them elsewhere moved
    /// them, and counts as tried at neither step.
    private var position: (lesson: ObjectIdentifier, step: Int)?

    package init(progress: ProgressStore, inspector: InspectorSession, presentation: StepPresentation) {
        self.progress = progress
        self.inspector = inspector
        self.presentation = presentation
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any StepRendering & MessageRendering) {
        self.view = view
    }

    package func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        guard let open = navigation?.current else {
            view?.render(MessageRenderable(.error, Phrases.noLesson))
            return .refused
        }
        switch command.name {
        case "next": return didAskForNextStep(open)
        case "prev": return didAskForPreviousStep(open)
        case "hint": didAskForHint(open)
        default: show(open)
        }
        return .ran
    }

    /// The learner's command has run or was refused: one that ran counts towards the current
    /// step's `ran` goals. Say once when the step's goal is met.
    package func didRun(_ command: EnteredCommand, _ outcome: CommandOutcome) {
        if outcome == .ran { navigation?.current?.record(command.name) }
        countTried()
        guard let open = navigation?.current, let step = open.step, !open.goalAnnounced,
            !progress.progress.lesson(open.lesson.id).goalsMet.contains(open.stepIndex),
            GoalCheck(inspector: inspector).isMet(step.goal, in: open)
        else { return }
        open.goalAnnounced = true
        save(open.lesson.id) { $0.markGoalMet(open.stepIndex) }
        let isLast = open.stepIndex == open.lesson.steps.count - 1
        let next = isLast ? "that was the last step; type 'quiz' for the questions" : "type 'next' to go on"
        view?.render(MessageRenderable(.success, "goal met: \(step.goal.description(symbols: presentation.symbols)) — \(next)"))
    }

    private func didAskForNextStep(_ open: OpenLesson) -> CommandOutcome {
        guard let step = open.step else { return .refused }
        let metBefore = progress.progress.lesson(open.lesson.id).goalsMet.contains(open.stepIndex)
        let missing = GoalCheck(inspector: inspector).missing(step.goal, in: open)
        guard metBefore || missing.conditions.isEmpty else {
            view?.render(MessageRenderable(
                .error, "not yet: still missing: \(missing.description(symbols: presentation.symbols)). Type 'hint' for a nudge."))
            return .refused
        }
        save(open.lesson.id) { $0.markGoalMet(open.stepIndex) }
        guard open.stepIndex + 1 < open.lesson.steps.count else {
            view?.render(MessageRenderable(
                .plain, "That was the last step of lesson \(open.lesson.number). Type 'quiz' for its questions."))
            return .ran
        }
        move(open, to: open.stepIndex + 1)
        return .ran
    }

    private func didAskForPreviousStep(_ open: OpenLesson) -> CommandOutcome {
        guard open.stepIndex > 0 else {
            view?.render(MessageRenderable(.error, "this is the first step; 'next' goes forward"))
            return .refused
        }
        move(open, to: open.stepIndex - 1)
        return .ran
    }

    private func didAskForHint(_ open: OpenLesson) {
        guard let hint = open.giveHint() else {
            view?.render(MessageRenderable(.plain, "this step has no hints"))
            return
        }
        let last = hint.number == hint.count ? " (last hint)" : ""
        save(open.lesson.id) { $0.countHint(atStep: open.stepIndex) }
        view?.render(MessageRenderable(.plain, "hint \(hint.number) of \(hint.count)\(last): \(hint.text)"))
    }

    /// Counts the command just run (or refused) as tried at the learner's step, unless it moved them.
    private func countTried() {
        guard let open = navigation?.current, open.step != nil else {
            position = nil
            return
        }
        let here = (lesson: ObjectIdentifier(open), step: open.stepIndex)
        defer { position = here }
        guard let position, position == here else { return }
        save(open.lesson.id) { $0.countCommand(atStep: here.step) }
    }

    private func move(_ open: OpenLesson, to index: Int) {
        navigation?.go(toStep: index)
        save(open.lesson.id) { $0.step = index }
        show(open)
    }

    private func show(_ open: OpenLesson) {
        if let step = presentation.step(open, saved: progress.progress.lesson(open.lesson.id)) {
            view?.render(step)
        }
    }

    private func save(_ lessonID: String, _ change: (inout LessonProgress) -> Void) {
        if let warning = progress.update(lessonID, change) {
            view?.render(MessageRenderable(.warning, warning))
        }
    }
}
