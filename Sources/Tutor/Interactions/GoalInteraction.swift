import LessonFormat
import CommandLanguage
import Progress

/// The goal watch: after every command, notices when the open step's goal has come to hold,
/// says so once, and saves it. A command that ran counts towards the step's `ran` goals; a
/// refused one does not.
final class GoalInteraction: GoalInteracting {
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private let goals: GoalCheck
    private weak var navigation: LessonNavigating?
    private weak var view: (any NoticeRendering)?

    init(progress: ProgressStore, presentation: StepPresentation, goals: GoalCheck) {
        self.progress = progress
        self.presentation = presentation
        self.goals = goals
    }

    func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    func use(_ view: any NoticeRendering) {
        self.view = view
    }

    func didRun(_ command: ParsedCommand, _ outcome: CommandOutcome) {
        if outcome == .ran { navigation?.current?.record(command.name) }
        guard let open = navigation?.current, let step = open.step, step.exercise == nil, !open.goalAnnounced,
            !progress.progress.lesson(open.lesson.id).goalsMet.contains(open.stepIndex),
            goals.isMet(step.goal, in: open)
        else { return }
        open.goalAnnounced = true
        for problem in progress.update(open.lesson.id, { $0.markGoalMet(open.stepIndex) }) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
        let isLast = open.stepIndex == open.lesson.steps.count - 1
        view?.render(NoticeRenderable.goalMet(goal: step.goal.description(symbols: presentation.symbols), isLastStep: isLast))
    }
}
