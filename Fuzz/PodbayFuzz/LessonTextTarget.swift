import Lessons
import CommandLanguage
import LessonFormat

/// Each input is the bytes of a lesson file, parsed as `podbay lint` and
/// the catalog parse them. Problems are expected; a crash, a trap or an ASan report is a finding.
/// The paths a text names are not looked up: each is said to hold a Swift file, so the fuzzer
/// never touches the disk and reaches the checks past them.
enum LessonTextTarget {
    private static let parser = LessonTextParser(commands: .podbay, sceneIDs: LessonScenes.catalog.sceneIDs)

    static func test(_ bytes: [UInt8]) {
        let read = parser.draft(bytes: bytes, file: "/fuzz/fuzz.md").flatMap { draft in
            parser.lesson(from: draft, files: Dictionary(draft.namedPaths.map { ($0, .file) }, uniquingKeysWith: { first, _ in first }))
        }
        switch read {
        case .success(let lesson):
            // Whatever parses must be a lesson the REPL can show: every step has a goal and a line.
            precondition(!lesson.steps.isEmpty, "a parsed lesson has steps")
        case .failure(let problems):
            precondition(!problems.list.isEmpty, "a refused lesson names at least one problem")
        }
    }
}
