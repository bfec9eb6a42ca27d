package import LessonFormat

/// The open lesson's quiz: each question, its choices, and what the learner answered.
package struct QuizRenderable: Equatable, Sendable {
    package struct Question: Equatable, Sendable {
        package let number: Int
        package let prompt: String
        package let choices: [QuizQuestion.Choice]
        /// The learner's letter, and whether it was right.
        package let answered: (letter: String, right: Bool)?

        package init(number: Int, prompt: String, choices: [QuizQuestion.Choice], answered: (letter: String, right: Bool)?) {
            self.number = number
            self.prompt = prompt
            self.choices = choices
            self.answered = answered
        }

        package static func == (left: Question, right: Question) -> Bool {
            left.number == right.number && left.prompt == right.prompt && left.choices == right.choices
                && left.answered?.letter == right.answered?.letter && left.answered?.right == right.answered?.right
        }
    }

    package let lessonTitle: String
    package let questions: [Question]
    /// The question `answer` goes to next (1-based), or `nil` when all are answered rightly.
    package let current: Int?

    package init(lessonTitle: String, questions: [Question], current: Int?) {
        self.lessonTitle = lessonTitle
        self.questions = questions
        self.current = current
    }
}

/// Views that can show the quiz.
package protocol QuizRendering: AnyObject {
    func render(_ quiz: QuizRenderable)
    func render(_ answer: AnswerRenderable)
}
