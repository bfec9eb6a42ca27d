/// A session's lessons in the catalog's order, each text parsed only when a question reaches it:
/// a returning learner's greeting asks for the lesson they were in, and parses that one file
/// where the catalog parses them all.
///
/// Made only when the outlines alone say which file is which lesson: no two files give one id,
/// no two give one number. Then the catalog holds exactly the files that parse, in number order
/// (a file that does not parse is left out of both), so every answer here is the catalog's.
/// Otherwise (an instructor's folder replacing a shipped lesson, a clash lint reports) there is
/// no walk, and the catalog is read.
package final class LessonWalk: LessonFinding {
    private let library: LessonLibrary
    /// The files that could be lessons (an id, a whole number), by number.
    private let files: [(file: OutlinedLessonFile, id: String, number: Int)]
    /// Parsed so far, by position in `files`: nil inside when the file is not a lesson.
    private var parsed: [Int: LessonText?] = [:]

    package init?(_ outlined: [OutlinedLessonFile], library: LessonLibrary) {
        let candidates = outlined.compactMap { file -> (file: OutlinedLessonFile, id: String, number: Int)? in
            guard let id = file.outline.id, let number = file.outline.number.flatMap({ Int($0) }) else { return nil }
            return (file, id, number)
        }
        guard Set(candidates.map(\.id)).count == candidates.count, Set(candidates.map(\.number)).count == candidates.count
        else { return nil }
        self.library = library
        self.files = candidates.sorted { $0.number < $1.number }
    }

    /// `LessonCatalog.lesson(named:)`: only the files whose id or number the name gives are parsed.
    package func lesson(named name: String) -> LessonText? {
        files.indices.lazy
            .filter { LessonCatalog.isName(name, ofLesson: self.files[$0].id, number: self.files[$0].number) }
            .compactMap { self.lesson(at: $0) }
            .first
    }

    /// `LessonCatalog.firstLesson(where:)`: the files up to the one found are parsed.
    package func firstLesson(where isWanted: (LessonText) -> Bool) -> LessonText? {
        for index in files.indices {
            if let lesson = lesson(at: index), isWanted(lesson) { return lesson }
        }
        return nil
    }

    /// How many texts were parsed: what the walk saved is the rest.
    package var parsedCount: Int { parsed.count }

    private func lesson(at index: Int) -> LessonText? {
        if let known = parsed[index] { return known }
        let file = files[index].file
        let lesson = try? library.read(bytes: file.bytes, file: file.path).get()
        parsed[index] = .some(lesson)
        return lesson
    }
}
