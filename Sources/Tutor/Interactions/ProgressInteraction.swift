package import CommandLanguage
package import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for `progress` and `reset`.
package protocol ProgressInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ProgressRendering & StepRendering & MessageRendering)
    func use(confirming: Confirming)
}

/// `progress [--json]` and `reset [lesson|all]`.
package final class ProgressInteraction: ProgressInteracting {
    private let catalog: LessonCatalog
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private weak var navigation: LessonNavigating?
    private weak var view: (any ProgressRendering & StepRendering & MessageRendering)?
    private weak var confirming: Confirming?

    package init(
        catalog: LessonCatalog, progress: ProgressStore, presentation: StepPresentation
    ) {
        self.catalog = catalog
        self.progress = progress
        self.presentation = presentation
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any ProgressRendering & StepRendering & MessageRendering) {
        self.view = view
    }

    package func use(confirming: Confirming) {
        self.confirming = confirming
    }

    package func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        if command.name == "reset" {
            return didAskToReset(command.arguments.first, command.spec)
        } else if let flag = command.arguments.first {
            guard flag == "--json" else {
                view?.render(MessageRenderable(.error, Phrases.refused(command.spec, "the only option is --json, not '\(flag)'")))
                return .refused
            }
            view?.render(MessageRenderable(.exact, progress.json()))
        } else {
            view?.render(progressRenderable())
        }
        return .ran
    }

    private func didAskToReset(_ name: String?, _ spec: CommandSpec) -> CommandOutcome {
        guard let name else { return didAskToResetEverything(spec) }
        if name.lowercased() == "all" {
            resetEverything()
            return .ran
        }
        guard let lesson = catalog.lesson(named: name) else {
            view?.render(MessageRenderable(.error, Phrases.refused(spec, "no lesson '\(name)' to reset; 'lessons' lists them")))
            return .refused
        }
        report(progress.reset(lesson.id))
        view?.render(MessageRenderable(.plain, "lesson \(lesson.number) (\(lesson.id)) starts over"))
        guard navigation?.current?.lesson.id == lesson.id, let open = navigation?.open(lesson, atStep: 0) else { return .ran }
        if let step = presentation.step(open, saved: LessonProgress()) { view?.render(step) }
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
                self?.view?.render(MessageRenderable(.plain, "nothing was cleared"))
            }
        }
        guard asked == true else {
            view?.render(MessageRenderable(
                .error, Phrases.refused(spec, "clearing every lesson needs 'reset all' when the line was not typed at a terminal (nobody is there to answer a question)")))
            return .refused
        }
        return .ran
    }

    private func resetEverything() {
        report(progress.reset(nil))
        navigation?.close(nil)
        view?.render(MessageRenderable(.plain, "all progress cleared; the open lesson was closed"))
    }

    private func progressRenderable() -> ProgressRenderable {
        ProgressRenderable(rows: catalog.lessons.map { lesson in
            // Fitted to the lesson as it is now: a saved file may name a step its text no longer has.
            let saved = progress.progress.lesson(lesson.id).fitted(toSteps: lesson.steps.count)
            return ProgressRenderable.Row(
                number: lesson.number, id: lesson.id, goalsMet: saved.goalsMet.count, steps: lesson.steps.count,
                quiz: QuizScore(lesson: lesson, progress: saved).tally, resumesAt: saved.step + 1)
        })
    }

    private func report(_ warning: String?) {
        if let warning { view?.render(MessageRenderable(.warning, warning)) }
    }
}
