package import CommandLanguage
import LessonFormat
package import Progress

/// What the REPL screen sees of the interaction for `quiz` and `answer`.
package protocol QuizInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any QuizRendering & MessageRendering)
}

/// `quiz` and `answer <choice>`.
package final class QuizInteraction: QuizInteracting {
    private let progress: ProgressStore
    private weak var navigation: LessonNavigating?
    private weak var view: (any QuizRendering & MessageRendering)?

    package init(progress: ProgressStore) {
        self.progress = progress
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any QuizRendering & MessageRendering) {
        self.view = view
    }

    package func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        guard let lesson = navigation?.current?.lesson else {
            view?.render(MessageRenderable(.error, Phrases.noLesson))
            return .refused
        }
        if command.name == "answer", let letter = command.arguments.first {
            return didAnswer(letter.lowercased(), in: lesson, command.spec)
        }
        view?.render(quizRenderable(lesson))
        return .ran
    }

    private func didAnswer(_ letter: String, in lesson: LessonText, _ spec: CommandSpec) -> CommandOutcome {
        guard let number = score(lesson).current else {
            view?.render(MessageRenderable(
                .plain, "every question is answered rightly already; 'reset \(lesson.id)' starts the lesson over"))
            return .refused
        }
        let question = lesson.quiz[number - 1]
        guard question.choices.contains(where: { $0.letter == letter }) else {
            let letters = question.choices.map(\.letter).joined(separator: ", ")
            view?.render(MessageRenderable(
                .error, Phrases.refused(spec, "question \(number) has the choices \(letters), not '\(letter)'")))
            return .refused
        }
        if let warning = progress.update(lesson.id, { $0.recordAnswer(letter, to: number) }) {
            view?.render(MessageRenderable(.warning, warning))
        }
        let right = question.answer == letter
        let after = score(lesson)
        let next: String
        if !right {
            next = "Question \(number) is still open: 'quiz' shows it again."
        } else if let upcoming = after.current {
            next = "Next: question \(upcoming) — type 'quiz' to read it."
        } else {
            let tally = after.tally
            next = tally.unrecorded == 0
                ? "Quiz done: \(tally.rightFirstTime) of \(tally.questions) right first time." : "Quiz done (\(tally))."
        }
        // A wrong answer is told why that choice is wrong; the right one why it is right.
        let why = right ? question.why : question.why(for: letter) ?? ""
        view?.render(AnswerRenderable(question: number, letter: letter, right: right, why: why, next: next))
        return .ran
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
