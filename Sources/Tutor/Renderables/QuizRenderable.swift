/// The open lesson's quiz: each question, its choices, and what the learner answered.
public struct QuizRenderable: Equatable, Sendable {
    public struct Question: Equatable, Sendable {
        public let number: Int
        public let prompt: String
        public let choices: [QuizQuestion.Choice]
        /// The learner's letter, and whether it was right.
        public let answered: (letter: String, right: Bool)?

        public init(number: Int, prompt: String, choices: [QuizQuestion.Choice], answered: (letter: String, right: Bool)?) {
            self.number = number
            self.prompt = prompt
            self.choices = choices
            self.answered = answered
        }

        public static func == (left: Question, right: Question) -> Bool {
            left.number == right.number && left.prompt == right.prompt && left.choices == right.choices
                && left.answered?.letter == right.answered?.letter && left.answered?.right == right.answered?.right
        }
    }

    public let lessonTitle: String
    public let questions: [Question]
    /// The question `answer` goes to next (1-based), or `nil` when all are answered rightly.
    public let current: Int?

    public init(lessonTitle: String, questions: [Question], current: Int?) {
        self.lessonTitle = lessonTitle
        self.questions = questions
        self.current = current
    }
}

/// The verdict on one answer.
public struct AnswerRenderable: Equatable, Sendable {
    public let question: Int
    public let letter: String
    public let right: Bool
    /// Why the right answer is right, or why this wrong choice is wrong (empty if the text says nothing).
    public let why: String
    /// What comes next: the following question, or that the quiz is done.
    public let next: String

    public init(question: Int, letter: String, right: Bool, why: String, next: String) {
        self.question = question
        self.letter = letter
        self.right = right
        self.why = why
        self.next = next
    }
}

/// Views that can show the quiz.
public protocol QuizRendering: AnyObject {
    func render(_ quiz: QuizRenderable)
    func render(_ answer: AnswerRenderable)
}
