/// A quiz question with lettered choices, the right one, and why it is right.
public struct QuizQuestion: Equatable, Sendable {
    /// One lettered choice, with the line that explains it (required for every wrong choice, so a
    /// wrong answer is told why it is wrong).
    public struct Choice: Equatable, Sendable {
        public let letter: String
        public let text: String
        /// The `why:` line written right after the choice, if any.
        public let why: String?

        public init(letter: String, text: String, why: String? = nil) {
            self.letter = letter
            self.text = text
            self.why = why
        }
    }

    public let prompt: String
    public let choices: [Choice]
    public let answer: String
    /// Why the right answer is right (the `why:` after `answer:`).
    public let why: String

    public init(prompt: String, choices: [Choice], answer: String, why: String) {
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
        self.why = why
    }

    /// The explanation written for `letter`'s choice, if it has one.
    public func why(for letter: String) -> String? {
        choices.first { $0.letter == letter }?.why
    }
}
