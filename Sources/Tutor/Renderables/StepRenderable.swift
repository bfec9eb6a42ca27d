/// A lesson's opening: its title, summary, introduction, and where it resumes.
package struct LessonOpeningRenderable: Equatable, Sendable {
    package let number: Int
    package let title: String
    package let summary: String
    package let introduction: [String]
    /// The 1-based step it resumes at, when not the first.
    package let resumedAt: Int?
    /// The earlier steps' actions replayed to bring the scene there.
    package let replayed: [String]

    package init(
        number: Int, title: String, summary: String, introduction: [String], resumedAt: Int?, replayed: [String] = []
    ) {
        self.number = number
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.resumedAt = resumedAt
        self.replayed = replayed
    }
}

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

/// Views that can show lessons and their steps.
package protocol StepRendering: AnyObject {
    func render(_ opening: LessonOpeningRenderable)
    func render(_ step: StepRenderable)
}
