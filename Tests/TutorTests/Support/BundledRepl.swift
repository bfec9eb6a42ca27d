import LessonFormat
import LessonKit
import Lessons
import Progress
import Testing
import Tutor

/// The REPL assembled in-process with the shipped lessons, writing into `sink`, no colour, ASCII.
func bundledRepl(
    writingTo sink: OutputSink, width: Int, progress: ProgressStore = ProgressStore(file: nil)
) throws -> ReplScreen {
    let folder = try #require(LessonTextDirectory.bundled())
    let library = LessonLibrary(scenes: LessonScenes.catalog)
    let configuration = ReplConfiguration(
        table: .podbay, catalog: library.catalog(folders: [folder]).catalog, scenes: LessonScenes.catalog,
        progress: progress, sink: sink, style: TerminalStyle(color: false, ascii: true, width: width))
    return ReplScreenAssembler(configuration: configuration).assemble()
}

/// The shipped lessons, as the bundled REPL reads them.
func bundledLessons() throws -> [LessonText] {
    let folder = try #require(LessonTextDirectory.bundled())
    return LessonLibrary(scenes: LessonScenes.catalog).catalog(folders: [folder]).catalog.lessons
}
