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
    /// An exercise: its actions are what `check` plays on the scene built with the learner's code,
    /// not commands for the lesson's own scene, and its goal is checked there.
    package let isExercise: Bool
    /// An exercise's `release:` actions: what `check` plays after the goal's actions, before the
    /// memory laws (`tap close`, which lets the scene go; lesson 8's second app too).
    package let releases: [String]

    package init(
        lessonTitle: String, number: Int, count: Int, title: String, prose: [String], tries: [String], goal: String,
        goalMet: Bool, isExercise: Bool = false, releases: [String] = []
    ) {
        self.lessonTitle = lessonTitle
        self.number = number
        self.count = count
        self.title = title
        self.prose = prose
        self.tries = tries
        self.goal = goal
        self.goalMet = goalMet
        self.isExercise = isExercise
        self.releases = releases
    }
}

/// Views that can show lessons and their steps.
package protocol StepRendering: AnyObject {
    func render(_ opening: LessonOpeningRenderable)
    func render(_ step: StepRenderable)
}
