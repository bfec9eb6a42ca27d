import LessonKit
import Lessons
import Testing
import Tutor

/// The REPL assembled in-process with the shipped lessons, writing into `sink`, no colour, ASCII.
func bundledRepl(writingTo sink: StringSink, width: Int) throws -> ReplScreen {
    let folder = try #require(LessonTextDirectory.bundled())
    let library = LessonLibrary(scenes: LessonScenes.catalog)
    let configuration = ReplConfiguration(
        table: .podbay, catalog: library.catalog(folders: [folder]).catalog, scenes: LessonScenes.catalog,
        progress: ProgressStore(file: nil), sink: sink, style: TerminalStyle(color: false, ascii: true, width: width))
    return ReplScreenAssembler(configuration: configuration).assemble()
}
