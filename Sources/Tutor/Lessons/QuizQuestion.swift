/// A quiz question with lettered choices, the right one, and why it is right.
public struct QuizQuestion: Equatable, Sendable {
    public struct Choice: Equatable, Sendable {
        public let letter: String
        public let text: String

        public init(letter: String, text: String) {
            self.letter = letter
            self.text = text
        }
    }

    public let prompt: String
    public let choices: [Choice]
    public let answer: String
    public let why: String

    public init(prompt: String, choices: [Choice], answer: String, why: String) {
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
        self.why = why
    }
}
