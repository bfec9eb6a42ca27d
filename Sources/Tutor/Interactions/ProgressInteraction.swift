/// What the REPL screen sees of the interaction for `progress` and `reset`.
public protocol ProgressInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ProgressRendering & StepRendering & MessageRendering)
}

/// `progress [--json]` and `reset [lesson]`.
public final class ProgressInteraction: ProgressInteracting {
    private let catalog: LessonCatalog
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private weak var navigation: LessonNavigating?
    private weak var view: (any ProgressRendering & StepRendering & MessageRendering)?

    public init(
        catalog: LessonCatalog, progress: ProgressStore, presentation: StepPresentation
    ) {
        self.catalog = catalog
        self.progress = progress
        self.presentation = presentation
    }

    public func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    public func use(_ view: any ProgressRendering & StepRendering & MessageRendering) {
        self.view = view
    }

    public func didEnter(_ command: EnteredCommand) {
        if command.name == "reset" {
            didAskToReset(command.arguments.first, command.spec)
        } else if let flag = command.arguments.first {
            guard flag == "--json" else {
                view?.render(MessageRenderable(.error, Phrases.refused(command.spec, "the only option is --json, not '\(flag)'")))
                return
            }
            view?.render(MessageRenderable(.verbatim, progress.json()))
        } else {
            view?.render(progressRenderable())
        }
    }

    private func didAskToReset(_ name: String?, _ spec: CommandSpec) {
        guard let name else {
            report(progress.reset(nil))
            navigation?.close(nil)
            view?.render(MessageRenderable(.plain, "all progress cleared; the open lesson was closed"))
            return
        }
        guard let lesson = catalog.lesson(named: name) else {
            view?.render(MessageRenderable(.error, Phrases.refused(spec, "no lesson '\(name)' to reset; 'lessons' lists them")))
            return
        }
        report(progress.reset(lesson.id))
        view?.render(MessageRenderable(.plain, "lesson \(lesson.number) (\(lesson.id)) starts over"))
        guard navigation?.current?.lesson.id == lesson.id, let open = navigation?.open(lesson, atStep: 0) else { return }
        if let step = presentation.step(open, saved: LessonProgress()) { view?.render(step) }
    }

    private func progressRenderable() -> ProgressRenderable {
        ProgressRenderable(rows: catalog.lessons.map { lesson in
            // Fitted to the lesson as it is now: a saved file may name a step its text no longer has.
            let saved = progress.progress.lesson(lesson.id).fitted(toSteps: lesson.steps.count)
            return ProgressRenderable.Row(
                number: lesson.number, id: lesson.id, goalsMet: saved.goalsMet.count, steps: lesson.steps.count,
                quizRight: QuizScore(lesson: lesson, progress: saved).right, questions: lesson.quiz.count,
                resumesAt: saved.step + 1)
        })
    }

    private func report(_ warning: String?) {
        if let warning { view?.render(MessageRenderable(.warning, warning)) }
    }
}
