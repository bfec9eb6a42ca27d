import LessonFormat
import Progress
import CommandLanguage

/// What the REPL screen sees of the interaction for `lessons` and `open`.
protocol CatalogInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any CatalogRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering)
    func didAskForCatalog() -> CommandOutcome
    func didAskToOpen(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}

/// `lessons` and `open <lesson>`.
final class CatalogInteraction: CatalogInteracting {
    private let catalog: LessonCatalog
    private let progress: ProgressStore
    private let presentation: StepPresentation
    private let goals: GoalCheck
    /// Builds a lesson's scene written as Swift beside its text (`scene: ./Scene.swift`).
    private let loader: SceneLoading?
    /// The step titles of texts shipped before, which older records were saved with.
    private let former: FormerStepTitles
    private weak var navigation: LessonNavigating?
    private weak var view: (any CatalogRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering)?

    init(
        catalog: LessonCatalog, progress: ProgressStore, presentation: StepPresentation, goals: GoalCheck,
        loader: SceneLoading? = nil, former: FormerStepTitles = FormerStepTitles()
    ) {
        self.loader = loader
        self.former = former
        self.catalog = catalog
        self.progress = progress
        self.presentation = presentation
        self.goals = goals
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    func use(_ view: any CatalogRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering) {
        self.view = view
    }

    func didAskForCatalog() -> CommandOutcome {
        // Another terminal may have saved since this one last did.
        report(progress.catchUp())
        view?.render(catalogRenderable())
        return .ran
    }

    /// The lesson a name that names none most likely meant: the one whose id it begins (`rout`),
    /// else the one a slip away from it (`interactoin`); nil when neither is one lesson.
    private func meant(_ name: String) -> String? {
        let ids = catalog.lessons.map(\.id)
        let lowered = name.lowercased()
        let starting = lowered.isEmpty ? [] : ids.filter { $0.lowercased().hasPrefix(lowered) }
        if starting.count == 1 { return starting[0] }
        return EditDistance.closest(to: name, among: ids)
    }

    func didAskToOpen(_ name: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let lesson = catalog.lesson(named: name) else {
            let known = catalog.lessons.map { "\($0.number) \($0.id)" }
            view?.render(RefusalRenderable.noSuchLesson(spec, name, known: known, meant: meant(name)))
            return .refused
        }
        guard let navigation else { return .refused }
        report(progress.catchUp())
        readSavedProgress(of: lesson)
        // A finished lesson opens at its first step on a fresh scene, to go through again: resumed
        // at its last step it would be rebuilt as the steps left it (a rule broken, a window closed).
        let done = catalog.isDone(lesson, in: progress.progress)
        let saved = done ? 0 : progress.progress.lesson(lesson.id).step
        guard let open = navigation.open(lesson, atStep: saved) else {
            if let source = SourceScene.path(of: lesson.sceneID), let loader {
                // The lesson's scene is Swift beside its text: a loaded podbay opens the lesson.
                let outcome = loader.open(lesson: lesson.id, source: source) { kind, text in
                    view?.render(MessageRenderable(kind, text))
                }
                if outcome == .returned { return .ran }
                if outcome == .refused { return .refused }
            }
            view?.render(RefusalRenderable.sceneMissing(lesson: lesson.number, sceneID: lesson.sceneID))
            return .refused
        }
        let titles = lesson.steps.map(\.title)
        for problem in progress.update(lesson.id, { $0.step = open.stepIndex; $0.stepsKey = lesson.stepsKey; $0.stepTitles = titles }) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
        view?.render(presentation.opening(open, done: done))
        if let step = presentation.step(open, goalMet: goals.isMetOrWasMet(open, saved: progress.progress)) {
            view?.render(step)
        }
        return .ran
    }

    /// Progress saved with another text of this lesson is made this text's once, and said when it
    /// matters. Steps added mid-lesson since: the record is carried by step title, so it resumes
    /// at the step it was at, whose number changed (said). A text of other steps (a lesson folder
    /// that replaces a shipped lesson): it would resume at a step that means something else and
    /// credit goals of another text, so it is said, and set aside but for the exercises' checks.
    private func readSavedProgress(of lesson: LessonText) {
        guard let saved = progress.progress.lessons[lesson.id] else { return }
        switch SavedProgressReading(saved, in: lesson, former: former) {
        case .asSaved:
            return
        case .carried(let carried, let from, let sameStep):
            report(progress.update(lesson.id) { $0 = carried })
            guard carried.step != from || !sameStep, lesson.steps.indices.contains(carried.step) else { return }
            view?.render(NoticeRenderable.lessonChanged(
                number: lesson.number, id: lesson.id, savedStep: from + 1, sameStep: sameStep,
                resumesAt: carried.step + 1, title: lesson.steps[carried.step].title, goals: carried.goalsMet.count))
        case .otherText:
            report(progress.update(lesson.id) { record in
                record = LessonProgress(exercises: record.exercises, stepsKey: lesson.stepsKey)
            })
            view?.render(NoticeRenderable.otherTextsProgress(number: lesson.number, id: lesson.id, step: saved.step + 1, goals: saved.goalsMet.count))
        }
    }

    private func report(_ problems: [ProgressProblem]) {
        for problem in problems { view?.render(NoticeRenderable.progressProblem(problem)) }
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

    private func status(of lesson: LessonText) -> CatalogRenderable.Status {
        // Fitted to the lesson as it is now: a saved file may name a step its text no longer has.
        guard let record = progress.progress.lessons[lesson.id],
            let saved = SavedProgressReading(record, in: lesson, former: former).progress?.fitted(toSteps: lesson.steps.count)
        else { return .new }
        let tally = QuizScore(lesson: lesson, progress: saved).tally
        if catalog.isDone(lesson, in: progress.progress) { return .done(quiz: tally) }
        return .inProgress(step: saved.step + 1, of: lesson.steps.count, quiz: tally)
    }
}

/// Builds the interaction for `lessons` and `open`.
struct CatalogInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> CatalogInteracting {
        CatalogInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation, goals: configuration.goalCheck, loader: configuration.loader,
            former: configuration.formerSteps)
    }
}
