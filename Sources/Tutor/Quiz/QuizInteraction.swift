package import CommandLanguage
package import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for `quiz` and `answer`.
protocol QuizInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any QuizRendering & NoticeRendering & RefusalRendering)
    func didAskForQuiz() -> CommandOutcome
    func didAnswer(_ choice: String, _ spec: CommandSpec) -> CommandOutcome
}

/// `quiz` and `answer <choice>`.
package final class QuizInteraction: QuizInteracting {
    private let progress: ProgressStore
    private let catalog: LessonCatalog
    private weak var navigation: LessonNavigating?
    private weak var view: (any QuizRendering & NoticeRendering & RefusalRendering)?

    package init(progress: ProgressStore, catalog: LessonCatalog) {
        self.progress = progress
        self.catalog = catalog
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any QuizRendering & NoticeRendering & RefusalRendering) {
        self.view = view
    }

    package func didAskForQuiz() -> CommandOutcome {
        guard let lesson = openLesson() else { return .refused }
        view?.render(quizRenderable(lesson))
        return .ran
    }

    package func didAnswer(_ choice: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let lesson = openLesson() else { return .refused }
        guard let number = score(lesson).current else {
            view?.render(RefusalRenderable.quizDone(lessonID: lesson.id))
            return .refused
        }
        let question = lesson.quiz[number - 1]
        guard question.choices.contains(where: { $0.letter == choice }) else {
            view?.render(RefusalRenderable.noSuchChoice(
                spec, question: number, letters: question.choices.map(\.letter), choice: choice))
            return .refused
        }
        for problem in progress.update(lesson.id, { $0.recordAnswer(choice, to: number) }) {
            view?.render(NoticeRenderable.progressProblem(problem))
        }
        let right = question.answer == choice
        let after = score(lesson)
        let next: AnswerRenderable.Next
        if !right {
            next = .sameQuestion
        } else if let upcoming = after.current {
            let question = lesson.quiz[upcoming - 1]
            next = .question(QuizRenderable.Question(
                number: upcoming, prompt: question.prompt, choices: question.choices, answered: nil))
        } else {
            next = .quizDone(after.tally, next: catalog.pointer(after: lesson))
        }
        // A wrong answer is told why that choice is wrong; the right one why it is right.
        let why = right ? question.why : question.why(for: choice) ?? ""
        view?.render(AnswerRenderable(question: number, letter: choice, right: right, why: why, next: next))
        return .ran
    }

    /// The open lesson's text, or nil after saying that none is open.
    private func openLesson() -> LessonText? {
        guard let lesson = navigation?.current?.lesson else {
            view?.render(RefusalRenderable.noLesson(orOwnObjects: false))
            return nil
        }
        return lesson
    }

    private func quizRenderable(_ lesson: LessonText) -> QuizRenderable {
        let score = score(lesson)
        let questions = lesson.quiz.enumerated().map { index, question in
            QuizRenderable.Question(
                number: index + 1, prompt: question.prompt, choices: question.choices,
                answered: score.answer(to: index + 1))
        }
        return QuizRenderable(lessonTitle: lesson.title, questions: questions, current: score.current)
    }

    private func score(_ lesson: LessonText) -> QuizScore {
        QuizScore(lesson: lesson, progress: progress.progress.lesson(lesson.id))
    }
}

/// Builds the interaction for `quiz` and `answer`.
struct QuizInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> QuizInteracting {
        QuizInteraction(progress: configuration.progress, catalog: configuration.catalog)
    }
}
