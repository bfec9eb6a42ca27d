/// A lesson's opening: its title, summary, introduction, and where it resumes.
public struct LessonOpeningRenderable: Equatable, Sendable {
    public let number: Int
    public let title: String
    public let summary: String
    public let introduction: [String]
    /// The 1-based step it resumes at, when not the first.
    public let resumedAt: Int?
    /// The earlier steps' actions replayed to bring the scene there.
    public let replayed: [String]

    public init(
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
public struct StepRenderable: Equatable, Sendable {
    public let lessonTitle: String
    /// 1-based.
    public let number: Int
    public let count: Int
    public let title: String
    public let prose: [String]
    public let tries: [String]
    public let goal: String
    public let goalMet: Bool

    public init(
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
public protocol StepRendering: AnyObject {
    func render(_ opening: LessonOpeningRenderable)
    func render(_ step: StepRenderable)
}
