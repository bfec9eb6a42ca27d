/// How far a learner got with one lesson's quiz, in numbers: said the same way by `progress` and
/// by the catalog.
public struct QuizTally: Equatable, Sendable, CustomStringConvertible {
    public let questions: Int
    /// Questions answered rightly, after however many tries (the quiz moves on only then).
    public let answered: Int
    /// Questions whose first answer was the right one.
    public let rightFirstTime: Int
    /// Questions answered rightly whose first answer was never recorded: progress saved by a
    /// Podbay that did not keep first answers. They count neither way.
    public let unrecorded: Int

    public init(questions: Int, answered: Int, rightFirstTime: Int, unrecorded: Int = 0) {
        self.questions = questions
        self.answered = answered
        self.rightFirstTime = rightFirstTime
        self.unrecorded = unrecorded
    }

    /// `quiz 3 of 4 right first time` once every question is answered; before that
    /// `quiz 2 of 4 answered (1 right first time)`, or `quiz 0 of 4 answered` before the first.
    public var description: String {
        if answered == questions && unrecorded == 0 { return "quiz \(rightFirstTime) of \(questions) right first time" }
        let answeredText = "quiz \(answered) of \(questions) answered"
        guard answered > 0 else { return answeredText }
        let missing = unrecorded > 0 ? ", \(unrecorded) first \(unrecorded == 1 ? "try" : "tries") not recorded" : ""
        return answeredText + " (\(rightFirstTime) right first time\(missing))"
    }
}
