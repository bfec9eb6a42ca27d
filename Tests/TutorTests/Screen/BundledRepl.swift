import LessonKit
import Lessons
import Testing
import Tutor

/// The REPL assembled in-process with the shipped lessons, writing into `sink`, ASCII, no colour
/// unless asked (colour marks refusals in red, which a test can count).
func bundledRepl(writingTo sink: StringSink, width: Int, color: Bool = false) throws -> ReplScreen {
    let folder = try #require(LessonTextDirectory.bundled())
    let library = LessonLibrary(scenes: LessonScenes.catalog)
    let configuration = ReplConfiguration(
        table: .podbay, catalog: library.catalog(folders: [folder]).catalog, scenes: LessonScenes.catalog,
        progress: ProgressStore(file: nil), sink: sink, style: TerminalStyle(color: color, ascii: true, width: width))
    return ReplScreenAssembler(configuration: configuration).assemble()
}

/// The shipped lessons, as the bundled REPL reads them.
func bundledLessons() throws -> [LessonText] {
    let folder = try #require(LessonTextDirectory.bundled())
    return LessonLibrary(scenes: LessonScenes.catalog).catalog(folders: [folder]).catalog.lessons
}
