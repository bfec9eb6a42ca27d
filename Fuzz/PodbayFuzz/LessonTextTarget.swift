import Lessons
import CommandLanguage
import LessonFormat

/// Each input is the bytes of a lesson file, parsed as `podbay lint` and
/// the catalog parse them. Problems are expected; a crash, a trap or an ASan report is a finding.
enum LessonTextTarget {
    private static let parser = LessonTextParser(commands: .podbay, sceneIDs: LessonScenes.catalog.sceneIDs)

    static func test(_ bytes: [UInt8]) {
        switch parser.parse(bytes: bytes, file: "fuzz.md") {
        case .success(let lesson):
            // Whatever parses must be a lesson the REPL can show: every step has a goal and a line.
            precondition(!lesson.steps.isEmpty, "a parsed lesson has steps")
        case .failure(let problems):
            precondition(!problems.list.isEmpty, "a refused lesson names at least one problem")
        }
    }
}
