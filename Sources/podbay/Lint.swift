import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LessonFormat
import Lessons
import LineEditor
import Loader
import TextSafety
import Tutor

/// `podbay lint [DIR]`: checks lesson texts and prints every problem as `file:line: message`.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named, not derived from the type: deriving it costs a demangling at every start.
        commandName: "lint",
        abstract: "Check lesson texts: every problem is printed as file:line: message.",
        discussion: """
            Every exercise's check is also built and run, as `check` does: with the reference solution it must pass, \
            with the starters it must not. Exits 1 when any problem is found, 0 when the folder is clean.
            """
    )

    @Argument(help: ArgumentHelp("A folder of lesson texts (default: the lessons shipped with Podbay).", valueName: "DIR"), completion: .directory)
    var folder: String?

    func validate() throws {
        guard let folder = folder ?? LessonTextDirectory.bundled() else {
            throw ValidationError("the shipped lessons were not found; name a folder: podbay lint DIR")
        }
        guard Folder.exists(folder) else { throw ValidationError("no folder at \(OutsideText(folder).shown)") }
    }

    func run() throws {
        guard let folder = folder ?? LessonTextDirectory.bundled() else { throw ExitCode(64) }
        let library = LessonShelf.library()
        let files = library.files(in: folder)
        guard !files.isEmpty else {
            // Nothing was checked: an error, not a finding, so standard error.
            DescriptorSink.standardError().write("\(OutsideText(folder).shown): no lesson files (*.md) found\n")
            throw ExitCode(1)
        }
        let read = library.catalog(folders: [folder])
        // Each lesson that parsed is also played on its scene, to find `try:` lines the scene cannot take.
        let rehearsal = LessonRehearsal(scenes: LessonScenes.catalog)
        // A scene written as Swift beside its text is built as `load` builds it, and the built
        // program plays its `try:` lines.
        let environment = ProcessInfo.processInfo.environment
        let sourceCheck = SourceSceneCheck(environment: environment, lessonsFolder: folder)
        // Each exercise's check scene is built and run as `check` does: with the reference
        // solution it must pass, with the starters it must not.
        // At a terminal, one line says which exercise is building (a cold cache takes 12–30 s),
        // and Ctrl-C stops lint between builds with a word rather than a half-written line.
        let progress = ProgressLine.atTerminal()
        if progress != nil { Interrupt.startCatching() }
        let exerciseCheck = ExerciseSolutionCheck(
            build: ExerciseBuild(environment: environment, lessonsFolder: LessonTextDirectory.bundled()), lessonsFolder: folder,
            progress: progress)
        let problems = (read.problems + clashes(read.catalog.lessons, folder: folder, library: library)
            + read.catalog.lessons.flatMap { rehearsal.problems(in: $0) }).map(\.description)
            + read.catalog.lessons.flatMap { lesson in
                if SourceScene.path(of: lesson.sceneID) != nil { progress?.show("lint: building the scene of \(lesson.id)…") }
                return sourceCheck.problems(in: lesson)
            }
            + exerciseCheck.problems(in: read.catalog.lessons)
        progress?.clear()
        if progress != nil, Interrupt.stopCatching() {
            // What the builds said after Ctrl-C reached them is not a finding.
            DescriptorSink.standardError().write("lint: stopped with Ctrl-C; nothing is reported\n")
            throw ExitCode(130)
        }
        // The problems, warnings and summary are what lint was asked for: standard output.
        let output = DescriptorSink.standardOutput()
        for problem in problems { output.write(problem + "\n") }
        // Warnings are printed but not counted: the REPL loads such a lesson, and the exit status
        // stays 0 when nothing else is wrong.
        let warnings = read.catalog.lessons.flatMap(\.warnings)
        for warning in warnings { output.write(warning.warningDescription + "\n") }
        let noun = files.count == 1 ? "lesson file" : "lesson files"
        guard problems.isEmpty else {
            output.write("lint: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(files.count) \(noun)\n")
            throw ExitCode(1)
        }
        let warned = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        output.write("lint: \(files.count) \(noun), no problems\(warned)\n")
    }

    /// An instructor's lesson whose number a shipped lesson of another id has: opened beside the
    /// shipped lessons (`--lessons`), one of the two could not be opened.
    private func clashes(_ lessons: [LessonText], folder: String, library: LessonLibrary) -> [LessonProblem] {
        guard let bundled = LessonTextDirectory.bundled(), SourceScene.absolute(bundled) != SourceScene.absolute(folder) else { return [] }
        let shipped = library.catalog(folders: [bundled]).catalog.lessons
        return lessons.compactMap { lesson in
            guard let other = shipped.first(where: { $0.number == lesson.number && $0.id != lesson.id }) else { return nil }
            return LessonProblem(
                file: lesson.file, line: lesson.numberLine,
                message: "number \(lesson.number) is also the shipped lesson '\(other.id)' (\(other.title)); "
                    + "beside the shipped lessons one of the two could not be opened: choose a number no shipped lesson has")
        }
    }
}
