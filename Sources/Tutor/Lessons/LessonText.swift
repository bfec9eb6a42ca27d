/// A lesson as its Markdown text describes it: what to show, what to check, what to ask.
public struct LessonText: Equatable, Sendable {
    public let id: String
    public let number: Int
    public let title: String
    public let summary: String
    /// Prose shown when the lesson opens, before the first step.
    public let introduction: [String]
    /// The compiled scene the lesson drives (`SceneCatalog` id).
    public let sceneID: String
    public let steps: [LessonStep]
    public let quiz: [QuizQuestion]
    /// Where the text was read from, for messages.
    public let file: String
    /// What `podbay lint` warns about without refusing the text (answers bunched on one letter).
    public let warnings: [LessonProblem]

    public init(
        id: String, number: Int, title: String, summary: String, introduction: [String], sceneID: String,
        steps: [LessonStep], quiz: [QuizQuestion], file: String, warnings: [LessonProblem] = []
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.sceneID = sceneID
        self.steps = steps
        self.quiz = quiz
        self.file = file
        self.warnings = warnings
    }
}
