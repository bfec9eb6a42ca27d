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
    /// What the scene gave back after the replay (`LessonScene.resumedAfterReplay`).
    package let replayNote: String?
    /// The learner finished this lesson before; it starts again at step 1, what they did kept.
    package let isDone: Bool

    package init(
        number: Int, title: String, summary: String, introduction: [String], resumedAt: Int?, replayed: [String] = [],
        replayNote: String? = nil, isDone: Bool = false
    ) {
        self.number = number
        self.title = title
        self.summary = summary
        self.introduction = introduction
        self.resumedAt = resumedAt
        self.replayed = replayed
        self.replayNote = replayNote
        self.isDone = isDone
    }
}
