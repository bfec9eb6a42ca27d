/// The verdict on one answer.
package struct AnswerRenderable: Equatable, Sendable {
    package let question: Int
    package let letter: String
    package let right: Bool
    /// Why the right answer is right, or why this wrong choice is wrong (empty if the text says nothing).
    package let why: String
    /// What comes next: the same question again, the following one, or the end of the quiz.
    package let next: Next

    package enum Next: Equatable, Sendable {
        case sameQuestion
        case question(Int)
        /// The last question answered rightly: the tally, and the lesson to open next, if any.
        case quizDone(QuizTally, next: LessonPointer?)
    }

    package init(question: Int, letter: String, right: Bool, why: String, next: Next) {
        self.question = question
        self.letter = letter
        self.right = right
        self.why = why
        self.next = next
    }
}
