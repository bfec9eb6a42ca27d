/// A lesson as its Markdown text describes it: what to show, what to check, what to ask.
package struct LessonText: Equatable, Sendable {
    package let id: String
    package let number: Int
    package let title: String
    package let summary: String
    /// Prose shown when the lesson opens, before the first step.
    package let introduction: [String]
    /// The compiled scene the lesson drives (`SceneCatalog` id).
    package let sceneID: String
    package let steps: [LessonStep]
    package let quiz: [QuizQuestion]
    /// Where the text was read from, for messages.
    package let file: String
    /// What `podbay lint` warns about without refusing the text (answers bunched on one letter).
    package let warnings: [LessonProblem]
    /// The lines of its `number:` and `scene:` fields, where lint reports what concerns them.
    package let numberLine: Int
    package let sceneLine: Int

    package init(
        id: String, number: Int, title: String, summary: String, introduction: [String], sceneID: String,
        steps: [LessonStep], quiz: [QuizQuestion], file: String, warnings: [LessonProblem] = [],
        numberLine: Int = 1, sceneLine: Int = 1
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
        self.numberLine = numberLine
        self.sceneLine = sceneLine
    }
}
