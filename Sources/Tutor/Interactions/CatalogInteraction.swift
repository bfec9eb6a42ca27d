package import CommandLanguage
package import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for `lessons` and `open`.
package protocol CatalogInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any CatalogRendering & StepRendering & MessageRendering)
}

/// `lessons` and `open <lesson>`.
package final class CatalogInteraction: CatalogInteracting {
    private let catalog: LessonCatalog
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private weak var navigation: LessonNavigating?
    private weak var view: (any CatalogRendering & StepRendering & MessageRendering)?

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

    package func use(_ view: any CatalogRendering & StepRendering & MessageRendering) {
        self.view = view
    }

    package func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        if command.name == "open", let name = command.arguments.first {
            return didAskToOpen(name, command.spec)
        }
        view?.render(catalogRenderable())
        return .ran
    }

    private func didAskToOpen(_ name: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let lesson = catalog.lesson(named: name) else {
            let known = catalog.lessons.map { "\($0.number) \($0.id)" }.joined(separator: ", ")
            view?.render(MessageRenderable(.error, Phrases.refused(spec, "no lesson '\(name)'; the lessons are: \(known)")))
            return .refused
        }
        guard let navigation else { return .refused }
        let saved = progress.progress.lesson(lesson.id).step
        guard let open = navigation.open(lesson, atStep: saved) else {
            view?.render(MessageRenderable(
                .error, "lesson \(lesson.number) needs the scene '\(lesson.sceneID)', which this Podbay does not have"))
            return .refused
        }
        if let warning = progress.update(lesson.id, { $0.step = open.stepIndex }) {
            view?.render(MessageRenderable(.warning, warning))
        }
        view?.render(presentation.opening(open))
        if let step = presentation.step(open, saved: progress.progress.lesson(lesson.id)) { view?.render(step) }
        return .ran
    }

    private func catalogRenderable() -> CatalogRenderable {
        let rows = catalog.lessons.map { lesson in
            CatalogRenderable.Row(number: lesson.number, id: lesson.id, title: lesson.title, status: status(of: lesson))
        }
        let broken = catalog.broken.map { entry in
            CatalogRenderable.Broken(
                file: entry.file,
                reason: entry.problems.first.map { "line \($0.line): \($0.message)" } ?? "unreadable")
        }
        return CatalogRenderable(rows: rows, broken: broken)
    }

    private func status(of lesson: LessonText) -> String {
        // Fitted to the lesson as it is now: a saved file may name a step its text no longer has.
        guard let saved = progress.progress.lessons[lesson.id]?.fitted(toSteps: lesson.steps.count) else { return "new" }
        let tally = QuizScore(lesson: lesson, progress: saved).tally
        if catalog.isDone(lesson, in: progress.progress) { return "done, \(tally)" }
        return "in progress: step \(saved.step + 1) of \(lesson.steps.count), \(tally)"
    }
}
