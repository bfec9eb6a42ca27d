/// Everything remembered between runs about one learner: the file `progress.json` holds this.
///
/// Two numbers say what a file is. `version` changes only when an older Podbay could not read the
/// file any more (it keeps such a file aside); `format` counts additions an older Podbay reads past
/// (it keeps fields it does not know). Format 1 had steps, goals and answers; format 2 adds, per
/// step, the commands tried and the hints asked, which the class report reads.
package struct LearnerProgress: Codable, Equatable, Sendable {
    package static let currentVersion = 1
    package static let currentFormat = 2

    package var version: Int
    /// The format of the file this was read from: 1 for a file written before `format` existed.
    package var format: Int
    /// The lesson open when the learner left.
    package var lastLesson: String?
    /// By lesson id.
    package var lessons: [String: LessonProgress]

    package init(
        version: Int = LearnerProgress.currentVersion, format: Int = LearnerProgress.currentFormat,
        lastLesson: String? = nil, lessons: [String: LessonProgress] = [:]
    ) {
        self.version = version
        self.format = format
        self.lastLesson = lastLesson
        self.lessons = lessons
    }

    /// Reads a saved record; a file without `format` is format 1.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        format = try container.decodeIfPresent(Int.self, forKey: .format) ?? 1
        lastLesson = try container.decodeIfPresent(String.self, forKey: .lastLesson)
        lessons = try container.decode([String: LessonProgress].self, forKey: .lessons)
    }

    package func lesson(_ id: String) -> LessonProgress {
        lessons[id] ?? LessonProgress()
    }
}
