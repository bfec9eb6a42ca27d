/// How far a learner got with one lesson's quiz, in numbers: said the same way by `progress` and
/// by the catalog.
package struct QuizTally: Equatable, Sendable, CustomStringConvertible {
    package let questions: Int
    /// Questions answered rightly, after however many tries (the quiz moves on only then).
    package let answered: Int
    /// Questions whose first answer was the right one.
    package let rightFirstTime: Int
    /// Questions answered rightly whose first answer was never recorded: progress saved by a
    /// Podbay that did not keep first answers. They count neither way.
    package let unrecorded: Int

    package init(questions: Int, answered: Int, rightFirstTime: Int, unrecorded: Int = 0) {
        self.questions = questions
        self.answered = answered
        self.rightFirstTime = rightFirstTime
        self.unrecorded = unrecorded
    }

    /// `quiz 3 of 4 right first time` once every question is answered rightly; before that
    /// `quiz 2 of 4 right (1 first time)`, or `quiz 0 of 4 right` before the first right answer
    /// ("answered" would mislead: a wrong answer leaves its question open).
    package var description: String {
        if answered == questions && unrecorded == 0 { return "quiz \(rightFirstTime) of \(questions) right first time" }
        let rightText = "quiz \(answered) of \(questions) right"
        guard answered > 0 else { return rightText }
        let missing = unrecorded > 0 ? ", \(unrecorded) first \(unrecorded == 1 ? "try" : "tries") not recorded" : ""
        return rightText + " (\(rightFirstTime) first time\(missing))"
    }
}
