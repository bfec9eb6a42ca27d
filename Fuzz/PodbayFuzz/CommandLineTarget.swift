import LessonFormat
import Lessons
import Progress
import Tutor

/// Each input is a few lines typed at the REPL. Every line goes through the
/// tokenizer, the command table and the command's interaction, on a REPL with the shipped lessons.
/// A crash, a trap or an ASan report is a finding; refusals are expected.
enum CommandLineTarget {
    static func test(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        // A fresh REPL for every input, so one input's scene cannot hide or cause another's finding.
        let screen = FuzzedRepl.assemble()
        for line in text.split(separator: "\n").prefix(16) {
            if screen.didEnter(line: String(line)) == .leave { break }
        }
    }
}

/// The REPL as `podbay` assembles it, minus the terminal: output is dropped, progress stays in memory.
enum FuzzedRepl {
    // Parsed once: the lesson texts are not what this target fuzzes.
    private static let catalog = LessonLibrary(scenes: LessonScenes.catalog)
        .catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog

    static func assemble() -> ReplScreen {
        let configuration = ReplConfiguration(
            table: .podbay, catalog: catalog, scenes: LessonScenes.catalog, progress: ProgressStore(file: nil),
            sink: DroppingSink(), style: TerminalStyle(color: false, ascii: false, width: 80))
        return ReplScreenAssembler(configuration: configuration).assemble()
    }
}
