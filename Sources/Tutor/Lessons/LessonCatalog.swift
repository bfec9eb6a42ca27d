/// The lessons this run knows: those whose text reads cleanly, in number order, and those that do
/// not, with the reasons (a broken lesson never stops the others from loading).
public struct LessonCatalog: Sendable {
    /// A lesson file that could not be used, and why.
    public struct BrokenLesson: Equatable, Sendable {
        public let file: String
        public let problems: [LessonProblem]
    }

    public let lessons: [LessonText]
    public let broken: [BrokenLesson]

    public init(lessons: [LessonText], broken: [BrokenLesson]) {
        self.lessons = lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
        self.broken = broken.sorted { $0.file < $1.file }
    }

    /// A lesson by number (`0`), id (`welcome`) or `number-id` (`0-welcome`).
    public func lesson(named name: String) -> LessonText? {
        let lowered = name.lowercased()
        return lessons.first { lesson in
            lowered == lesson.id || lowered == String(lesson.number) || lowered == "\(lesson.number)-\(lesson.id)"
        }
    }

    /// The names tab offers after `open` and `reset`.
    public var names: [String] {
        lessons.map(\.id) + lessons.map { String($0.number) }
    }
}
