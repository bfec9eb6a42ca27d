import LessonFormat
import Progress
import CommandLanguage

/// What the REPL screen sees of the goal watch: told after every command, whatever it was.
protocol GoalInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any NoticeRendering)
    /// `command` has run or was refused.
    func didRun(_ command: ParsedCommand, _ outcome: CommandOutcome)
}

/// The goal watch: after every command, notices when the open step's goal has come to hold,
/// says so once, and saves it. A command that ran counts towards the step's `ran` goals; a
/// refused one does not. Every command, refused or not, is counted as tried at its step (what
/// `podbay class` reads to find where a learner is stuck).
final class GoalInteraction: GoalInteracting {
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private let goals: GoalCheck
    private weak var navigation: LessonNavigating?
    private weak var view: (any NoticeRendering)?
    /// Where the learner was after the last command: a command that leaves them elsewhere moved
    /// them, and counts as tried at neither step.
    private weak var positionLesson: OpenLesson?
    private var positionStep = 0

    init(progress: ProgressStore, presentation: StepPresentation, goals: GoalCheck) {
        self.progress = progress
        self.presentation = presentation
        self.goals = goals
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    func use(_ view: any NoticeRendering) {
        self.view = view
    }

    func didRun(_ command: ParsedCommand, _ outcome: CommandOutcome) {
        if outcome == .ran { navigation?.current?.record(command.name.rawValue) }
        countTried()
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

    /// Counts the command just run (or refused) as tried at the learner's step, unless it moved them.
    private func countTried() {
        guard let open = navigation?.current, open.step != nil else {
            positionLesson = nil
            return
        }
        // The lesson object itself, not its identifier: a freed lesson's address is reused at once
        // by the next one, which would count an `open` as a command tried there.
        defer { (positionLesson, positionStep) = (open, open.stepIndex) }
        guard positionLesson === open, positionStep == open.stepIndex else { return }
        let step = open.stepIndex
        // Noted, not saved at once: a save is an fsync, and this happens after every command.
        for problem in progress.note(open.lesson.id, { $0.countCommand(atStep: step) }) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
    }
}

/// Builds the goal watch.
struct GoalInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> GoalInteracting {
        GoalInteraction(
            progress: configuration.progress, presentation: configuration.stepPresentation,
            goals: configuration.goalCheck)
    }
}
