/// A quiz question with lettered choices, the right one, and why it is right.
package struct QuizQuestion: Equatable, Sendable {
    /// One lettered choice, with the line that explains it (required for every wrong choice, so a
    /// wrong answer is told why it is wrong).
    package struct Choice: Equatable, Sendable {
        package let letter: String
        package let text: String
        /// The `why:` line written right after the choice, if any.
        package let why: String?

        package init(letter: String, text: String, why: String? = nil) {
            self.letter = letter
            self.text = text
            self.why = why
        }
    }

    package let prompt: String
    package let choices: [Choice]
    package let answer: String
    /// Why the right answer is right (the `why:` after `answer:`).
    package let why: String

    package init(prompt: String, choices: [Choice], answer: String, why: String) {
        self.prompt = prompt
        self.choices = choices
        self.answer = answer
        self.why = why
    }

    /// The explanation written for `letter`'s choice, if it has one.
    package func why(for letter: String) -> String? {
        choices.first { $0.letter == letter }?.why
    }
}
