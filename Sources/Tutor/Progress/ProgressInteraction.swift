import LessonFormat
import Progress
import CommandLanguage

/// What the REPL screen sees of the interaction for `progress` and `reset`.
protocol ProgressInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ProgressRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering)
    func use(confirming: Confirming)
    func didAskForProgress(_ arguments: ProgressArguments) -> CommandOutcome
    func didAskToReset(_ target: ResetTarget, _ spec: CommandSpec) -> CommandOutcome
}

/// `progress [--json]` and `reset [lesson|all]`.
final class ProgressInteraction: ProgressInteracting {
    private let catalog: LessonCatalog
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private let goals: GoalCheck
    /// The step titles of texts shipped before, which older records were saved with.
    private let former: FormerStepTitles
    private weak var navigation: LessonNavigating?
    private weak var view: (any ProgressRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering)?
    private weak var confirming: Confirming?

    init(
        catalog: LessonCatalog, progress: ProgressStore, presentation: StepPresentation, goals: GoalCheck,
        former: FormerStepTitles = FormerStepTitles()
    ) {
        self.former = former
        self.catalog = catalog
        self.progress = progress
        self.presentation = presentation
        self.goals = goals
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    func use(_ view: any ProgressRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering) {
        self.view = view
    }

    func use(confirming: Confirming) {
        self.confirming = confirming
    }

    func didAskForProgress(_ arguments: ProgressArguments) -> CommandOutcome {
        // Another terminal may have saved since this one last did.
        report(progress.catchUp())
        if arguments.json {
            view?.render(MessageRenderable(.exact, progress.json()))
        } else {
            view?.render(progressRenderable())
        }
        return .ran
    }

    func didAskToReset(_ target: ResetTarget, _ spec: CommandSpec) -> CommandOutcome {
        switch target {
        case .everythingAfterAsking: return didAskToResetEverything(spec)
        case .everything:
            resetEverything()
            return .ran
        case .lesson(let name): return didAskToReset(name, spec)
        // The screen hands `reset exercise` to the exercise interaction; it never reaches here.
        case .exercise: return .refused
        }
    }

    private func didAskToReset(_ name: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let lesson = catalog.lesson(named: name) else {
            view?.render(RefusalRenderable.noSuchLessonToReset(spec, name))
            return .refused
        }
        report(progress.reset(lesson.id))
        view?.render(NoticeRenderable.lessonStartsOver(number: lesson.number, id: lesson.id))
        guard navigation?.current?.lesson.id == lesson.id, let open = navigation?.open(lesson, atStep: 0) else { return .ran }
        // The reset forgot every goal met: step 1's shows as met only if it holds right now.
        let goalMet = open.step.map { goals.isMet($0.goal, in: open) } ?? false
        if let step = presentation.step(open, goalMet: goalMet) { view?.render(step) }
        return .ran
    }

    /// Every lesson's progress goes only after the learner says yes at a terminal; piped input
    /// cannot answer, so it must say `reset all`.
    private func didAskToResetEverything(_ spec: CommandSpec) -> CommandOutcome {
        let started = progress.progress.lessons.count
        let asked = confirming?.confirm(
            "reset: clear the progress of every lesson (\(started) started)?"
        ) { [weak self] yes in
            if yes {
                self?.resetEverything()
            } else {
                self?.view?.render(NoticeRenderable.nothingCleared)
            }
        }
        guard asked == true else {
            view?.render(RefusalRenderable.resetNeedsAll(spec))
            return .refused
        }
        return .ran
    }

    private func resetEverything() {
        report(progress.reset(nil))
        navigation?.close(nil)
        view?.render(NoticeRenderable.everythingCleared)
    }

    private func progressRenderable() -> ProgressRenderable {
        ProgressRenderable(rows: catalog.lessons.map { lesson in
            // Fitted to the lesson as it is now: a saved file may name a step its text no longer has.
            let record = progress.progress.lessons[lesson.id]
            let read = record.flatMap { SavedProgressReading($0, in: lesson, former: former).progress } ?? LessonProgress()
            let saved = read.fitted(toSteps: lesson.steps.count)
            return ProgressRenderable.Row(
                number: lesson.number, id: lesson.id, goalsMet: saved.goalsMet.count, steps: lesson.steps.count,
                quiz: QuizScore(lesson: lesson, progress: saved).tally, resumesAt: saved.step + 1,
                exercises: lesson.steps.filter { $0.exercise != nil }.map { step in
                    let record = saved.exercises[step.exerciseID]
                    return ProgressRenderable.Exercise(checks: record?.checks ?? 0, passedAfter: record?.passedAfter)
                })
        }, savedIn: progress.path)
    }

    private func report(_ problems: [ProgressProblem]) {
        for problem in problems { view?.render(NoticeRenderable.progressProblem(problem)) }
    }
}

/// Builds the interaction for `progress` and `reset`.
struct ProgressInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> ProgressInteracting {
        ProgressInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation, goals: configuration.goalCheck,
            former: configuration.formerSteps)
    }
}
