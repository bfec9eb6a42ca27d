/// One step of the open lesson as the learner reads it.
package struct StepRenderable: Equatable, Sendable {
    package let lessonTitle: String
    /// 1-based.
    package let number: Int
    package let count: Int
    package let title: String
    package let prose: [String]
    package let tries: [String]
    package let goal: String
    package let goalMet: Bool

    package init(
        lessonTitle: String, number: Int, count: Int, title: String, prose: [String], tries: [String], goal: String,
        goalMet: Bool
    ) {
        self.lessonTitle = lessonTitle
        self.number = number
        self.count = count
        self.title = title
        self.prose = prose
        self.tries = tries
        self.goal = goal
        self.goalMet = goalMet
    }
}
