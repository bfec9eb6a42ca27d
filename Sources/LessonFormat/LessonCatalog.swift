/// The lessons this run knows: those whose text reads cleanly, in number order, and those that do
/// not, with the reasons (a broken lesson never stops the others from loading).
package struct LessonCatalog: Sendable {
    /// A lesson file that could not be used, and why.
    package struct BrokenLesson: Equatable, Sendable {
        package let file: String
        package let problems: [LessonProblem]
    }

    package let lessons: [LessonText]
    package let broken: [BrokenLesson]

    package init(lessons: [LessonText], broken: [BrokenLesson]) {
        self.lessons = lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
        self.broken = broken.sorted { $0.file < $1.file }
    }

    /// A lesson by number (`0`), id (`welcome`) or `number-id` (`0-welcome`).
    package func lesson(named name: String) -> LessonText? {
        let lowered = name.lowercased()
        return lessons.first { lesson in
            lowered == lesson.id || lowered == String(lesson.number) || lowered == "\(lesson.number)-\(lesson.id)"
        }
    }

    /// The names tab offers after `open` and `reset`.
    package var names: [String] {
        lessons.map(\.id) + lessons.map { String($0.number) }
    }
}
