/// Everything remembered between runs about one learner: the file `progress.json` holds this.
public struct Progress: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    /// The lesson open when the learner left.
    public var lastLesson: String?
    /// By lesson id.
    public var lessons: [String: LessonProgress]

    public init(version: Int = Progress.currentVersion, lastLesson: String? = nil, lessons: [String: LessonProgress] = [:]) {
        self.version = version
        self.lastLesson = lastLesson
        self.lessons = lessons
    }

    public func lesson(_ id: String) -> LessonProgress {
        lessons[id] ?? LessonProgress()
    }
}
