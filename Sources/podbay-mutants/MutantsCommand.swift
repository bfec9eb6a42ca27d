import ArgumentParser
import Foundation
import LessonFormat
import Lessons
import Loader

/// `podbay-mutants [LESSON…] [--bar PERCENT] [--jobs N] [--lessons DIR] [--survivors FILE] [--verbose] [--list]`.
///
/// For each lesson's exercise (all, or the lessons named by number or id): the check built with
/// the reference must pass and with the starters must not; then every mutant of the reference is
/// built and checked, two at a time on a two-core machine (each is a compile and a link). Prints
/// per lesson `lesson N (id): mutants: K of N killed`, its survivors (marked when the survivors
/// file does not explain them) and a total line. Exits 1 when a reference does not pass, a
/// starter passes, a survivor is not in the survivors file or a lesson kills fewer than the bar;
/// 2 when nothing could be checked; 64 on a usage error; 130 on Ctrl-C.
struct MutantsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podbay-mutants",
        abstract: "Mutates each exercise's reference solution and checks every mutant as `check` does.")

    /// The least share of the mutants that count every lesson must kill, in percent (issue #26).
    static let defaultBar = 90.0

    @Argument(help: ArgumentHelp("Lessons to measure, by number or id (default: every lesson with an exercise).", valueName: "lesson"))
    var lessons: [String] = []

    @Option(help: "The least share of mutants each lesson must kill, in percent.")
    var bar: Double = MutantsCommand.defaultBar

    @Option(help: "How many mutants are built and checked at once (default: one per core).")
    var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)

    @Option(name: .customLong("lessons"), help: ArgumentHelp("The lessons folder (default: ./Lessons, else the installed lessons).", valueName: "dir"))
    var folder: String?

    @Option(name: .customLong("survivors"), help: ArgumentHelp("The file explaining survivors (default: MUTANTS.md in the lessons folder).", valueName: "file"))
    var survivorsFile: String?

    @Flag(name: [.long, .customShort("v")], help: "Also print each killed and stillborn mutant with why.")
    var verbose = false

    @Flag(help: "Print the mutants (name and changed lines) without building them.")
    var list = false

    func validate() throws {
        guard (0...100).contains(bar) else { throw ValidationError("--bar is a percent, from 0 to 100") }
        guard jobs > 0 else { throw ValidationError("--jobs is at least 1") }
    }

    func run() throws {
        let status = measureAll()
        if status != 0 { throw ExitCode(status) }
    }

    private func measureAll() -> Int32 {
        guard let folder = folder ?? (FileManager.default.fileExists(atPath: "Lessons") ? "Lessons" : LessonTextDirectory.bundled())
        else {
            printError("mutants: no lessons folder; name one with --lessons DIR")
            return 2
        }
        let lessonsFolder = SourceScene.absolute(folder)
        let catalog = LessonLibrary(scenes: LessonScenes.catalog).catalog(folders: [lessonsFolder]).catalog
        let chosen = catalog.lessons.filter { lesson in
            lesson.steps.contains { $0.exercise != nil }
                && (lessons.isEmpty || lessons.contains(lesson.id) || lessons.contains(String(lesson.number)))
        }
        guard !chosen.isEmpty else {
            printError("mutants: no exercise in \(lessons.isEmpty ? lessonsFolder : lessons.joined(separator: ", "))")
            return 2
        }
        let survivorsFile = survivorsFile ?? lessonsFolder + "/MUTANTS.md"
        let explained = SurvivorsFile(text: (try? String(contentsOfFile: survivorsFile, encoding: .utf8)) ?? "")
        if list {
            for lesson in chosen { ExerciseMutation.list(lesson) }
            return 0
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-mutants-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        var buildEnvironment = ProcessInfo.processInfo.environment
        // The per-mutant podbays go to a cache of this run's own, removed after each lesson: a
        // hundred debug podbays are gigabytes, and no mutant is built twice.
        buildEnvironment["XDG_CACHE_HOME"] = work + "/cache"
        let build = ExerciseBuild(environment: buildEnvironment, lessonsFolder: LessonTextDirectory.bundled())
        let progress = ProgressLine.atTerminal()
        let report = MutantsReport(explained: explained, survivorsFile: survivorsFile, verbose: verbose)
        Interruption.catchIt()
        let start = Date()
        var measured: [LessonMutants] = []
        for lesson in chosen {
            for stepIndex in lesson.steps.indices {
                guard let exercise = lesson.steps[stepIndex].exercise else { continue }
                let mutation = ExerciseMutation(
                    checker: ExerciseChecker(
                        build: build, lesson: lesson, stepIndex: stepIndex, exercise: exercise, lessonsFolder: lessonsFolder),
                    work: work + "/\(lesson.id)-\(stepIndex)", explained: explained)
                let result = mutation.measure(jobs: jobs, progress: progress)
                try? FileManager.default.removeItem(atPath: work + "/cache")
                progress?.clear()
                switch result {
                case .interrupted:
                    print("mutants: stopped by Ctrl-C")
                    return 130
                case .broken(let lines):
                    printError(lines.map { "\(lesson.file): \($0)" }.joined(separator: "\n"))
                    return 2
                case .measured(let lessonMutants):
                    report.lesson(lessonMutants)
                    // Each lesson's lines as they come, into a pipe or a log too.
                    fflush(nil)
                    measured.append(lessonMutants)
                }
            }
        }
        return report.total(measured, seconds: Date().timeIntervalSince(start), bar: bar)
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
