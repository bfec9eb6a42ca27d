/// The lessons this run knows: those whose text reads cleanly, in number order, and those that do
/// not, with the reasons (a broken lesson never stops the others from loading).
///
/// A session's catalog is read when something first asks for it (`lessons`, `open`, a returning
/// learner's greeting), not at start: parsing every lesson text was a third of the work of
/// starting a podbay that then never opened a lesson.
package struct LessonCatalog: Sendable {
    /// A lesson file that could not be used, and why.
    package struct BrokenLesson: Equatable, Sendable {
        package let file: String
        package let problems: [LessonProblem]
    }

    private let contents: LessonCatalogContents

    package init(lessons: [LessonText], broken: [BrokenLesson]) {
        contents = LessonCatalogContents(
            lessons: lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) },
            broken: broken.sorted { $0.file < $1.file })
    }

    /// A catalog that calls `read` the first time its lessons are asked for, and keeps what it gave.
    package init(deferred read: @escaping @Sendable () -> LessonCatalog) {
        contents = LessonCatalogContents(read: { read().contents.value })
    }

    package var lessons: [LessonText] { contents.value.lessons }
    package var broken: [BrokenLesson] { contents.value.broken }

    /// A lesson by number (`0`), id (`welcome`) or `number-id` (`0-welcome`).
    package func lesson(named name: String) -> LessonText? {
        lessons.first { Self.isName(name, ofLesson: $0.id, number: $0.number) }
    }

    /// The first lesson, in number order, that `isWanted`.
    package func firstLesson(where isWanted: (LessonText) -> Bool) -> LessonText? {
        lessons.first(where: isWanted)
    }

    /// Whether `name` names the lesson of this id and number (`lesson(named:)`'s test; `LessonWalk`'s too).
    static func isName(_ name: String, ofLesson id: String, number: Int) -> Bool {
        let lowered = name.lowercased()
        return lowered == id || lowered == String(number) || lowered == "\(number)-\(id)"
    }

    /// The names tab offers after `open` and `reset`.
    package var names: [String] {
        lessons.map(\.id) + lessons.map { String($0.number) }
    }
}
