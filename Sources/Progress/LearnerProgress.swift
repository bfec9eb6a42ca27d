/// Everything remembered between runs about one learner: the file `progress.json` holds this.
package struct LearnerProgress: Codable, Equatable, Sendable {
    package static let currentVersion = 1

    package var version: Int
    /// The lesson open when the learner left.
    package var lastLesson: String?
    /// By lesson id.
    package var lessons: [String: LessonProgress]

    package init(version: Int = LearnerProgress.currentVersion, lastLesson: String? = nil, lessons: [String: LessonProgress] = [:]) {
        self.version = version
        self.lastLesson = lastLesson
        self.lessons = lessons
    }

    package func lesson(_ id: String) -> LessonProgress {
        lessons[id] ?? LessonProgress()
    }
}
