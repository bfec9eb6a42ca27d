import Dispatch
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
/// starter passes, a survivor is not in the survivors file or a lesson kills fewer than the bar
/// (percent, 90 unless `--bar` says); 2 when nothing could be checked; 130 on Ctrl-C.
struct MutantsCommand {
    let arguments: [String]
    let environment: [String: String]

    /// The least share of the mutants that count every lesson must kill, in percent (issue #26).
    static let defaultBar = 90.0

    private struct Options {
        var lessons: [String] = []
        var bar = MutantsCommand.defaultBar
        var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var folder: String?
        var survivorsFile: String?
        var verbose = false
        /// Print the mutants (name and changed lines) without building them.
        var list = false
    }

    func run() -> Int32 {
        let options: Options
        switch parse() {
        case .success(let parsed): options = parsed
        case .failure(let problem):
            printError(problem.message)
            return 2
        }
        guard let folder = options.folder ?? (FileManager.default.fileExists(atPath: "Lessons") ? "Lessons" : LessonTextDirectory.bundled())
        else {
            printError("mutants: no lessons folder; name one with --lessons DIR")
            return 2
        }
        let lessonsFolder = SourceScene.absolute(folder)
        let catalog = LessonLibrary(scenes: LessonScenes.catalog).catalog(folders: [lessonsFolder]).catalog
        let chosen = catalog.lessons.filter { lesson in
            lesson.steps.contains { $0.exercise != nil }
                && (options.lessons.isEmpty || options.lessons.contains(lesson.id) || options.lessons.contains(String(lesson.number)))
        }
        guard !chosen.isEmpty else {
            printError("mutants: no exercise in \(options.lessons.isEmpty ? lessonsFolder : options.lessons.joined(separator: ", "))")
            return 2
        }
        let survivorsFile = options.survivorsFile ?? lessonsFolder + "/MUTANTS.md"
        let explained = SurvivorsFile(text: (try? String(contentsOfFile: survivorsFile, encoding: .utf8)) ?? "")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-mutants-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        var buildEnvironment = environment
        // The per-mutant podbays go to a cache of this run's own, removed after each lesson: a
        // hundred debug podbays are gigabytes, and no mutant is built twice.
        buildEnvironment["XDG_CACHE_HOME"] = work + "/cache"
        let build = ExerciseBuild(environment: buildEnvironment, lessonsFolder: LessonTextDirectory.bundled())
        if options.list {
            for lesson in chosen { list(lesson) }
            return 0
        }
        let progress = ProgressLine.atTerminal()
        Interruption.catchIt()
        let start = Date()
        var measured: [LessonMutants] = []
        for lesson in chosen {
            for stepIndex in lesson.steps.indices {
                guard let exercise = lesson.steps[stepIndex].exercise else { continue }
                let checker = ExerciseChecker(
                    build: build, lesson: lesson, stepIndex: stepIndex, exercise: exercise, lessonsFolder: lessonsFolder)
                let result = measure(
                    checker, work: work + "/\(lesson.id)-\(stepIndex)", jobs: options.jobs, progress: progress, explained: explained)
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
                    report(lessonMutants, explained: explained, survivorsFile: survivorsFile, verbose: options.verbose)
                    // Each lesson's lines as they come, into a pipe or a log too.
                    fflush(nil)
                    measured.append(lessonMutants)
                }
            }
        }
        return total(measured, seconds: Date().timeIntervalSince(start), bar: options.bar, explained: explained)
    }

    /// Each mutant's name and the lines it changes (`-` the reference's, `+` the mutant's).
    private func list(_ lesson: LessonText) {
        for exercise in lesson.steps.compactMap(\.exercise) {
            let solutions = exercise.solutions.map { path in (path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "") }
            let maker = MutantMaker(types: Self.declaredTypes(exercise, solutions: solutions))
            for solution in solutions {
                let reference = solution.text.components(separatedBy: "\n")
                for mutant in maker.mutants(file: LessonExercise.fileName(solution.path), text: solution.text) {
                    let changed = mutant.text.components(separatedBy: "\n")
                    print("lesson \(lesson.number): \(mutant.name)")
                    for line in reference where !changed.contains(line) { print("  - " + line) }
                    for line in changed where !reference.contains(line) { print("  + " + line) }
                }
            }
        }
    }

    private static func declaredTypes(_ exercise: LessonExercise, solutions: [(path: String, text: String)]) -> DeclaredTypes {
        let checkSources = exercise.checkSources.flatMap(swiftFiles).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        return DeclaredTypes(sources: (checkSources + solutions.map(\.text)).map(SwiftSource.init))
    }

    private enum Measurement {
        case measured(LessonMutants)
        case broken([String])
        case interrupted
    }

    /// The reference, the starters and every mutant, checked `jobs` at a time.
    private func measure(
        _ checker: ExerciseChecker, work: String, jobs: Int, progress: ProgressLine?, explained: SurvivorsFile
    ) -> Measurement {
        let lesson = checker.lesson
        let start = Date()
        let solutionSources = checker.exercise.solutions.map { path in
            (path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        }
        let maker = MutantMaker(types: Self.declaredTypes(checker.exercise, solutions: solutionSources))
        let mutants = solutionSources.flatMap { maker.mutants(file: LessonExercise.fileName($0.path), text: $0.text) }
        // Job 0 is the reference, 1 the starters, then the mutants. The reference goes first and
        // alone: every other check is compared with what it did (`SolutionComparison`).
        let count = mutants.count + 2
        let outcomes = Outcomes(count: count)
        let reference = checker.check(checker.exercise.solutions)
        _ = outcomes.set(0, reference.outcome)
        let solution = reference.verdict
        let next = Counter(first: 1)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count - 1)) { _ in
            while let index = next.take(below: count), !Interruption.happened {
                let outcome: CheckOutcome
                switch index {
                case 1: outcome = checker.check(checker.exercise.starters, comparedWith: solution).outcome
                default:
                    let mutant = mutants[index - 2]
                    guard let files = Self.write(mutant, solutions: solutionSources, into: work + "/" + mutant.slug) else {
                        outcomes.set(index, .broken(["cannot write \(mutant.name) in \(work)"]))
                        continue
                    }
                    outcome = checker.check(files, comparedWith: solution).outcome
                }
                let done = outcomes.set(index, outcome)
                progress?.show("mutants: lesson \(lesson.number), \(done) of \(count)…")
            }
        }
        let all = outcomes.values
        if Interruption.happened || all.contains(where: { if case .interrupted = $0 { true } else { false } }) { return .interrupted }
        for outcome in all {
            if case .broken(let lines) = outcome { return .broken(lines) }
        }
        let referenceProblem: String? = switch all[0] {
        case .passed: nil
        case .failed(let failure): "the reference solution does not pass: \(failure)"
        case .notBuilt(let error): "the reference solution does not build: \(error)"
        case .broken, .interrupted, nil: "the reference solution was not checked"
        }
        let starterProblem: String? = if case .passed = all[1] { "the starter already passes its check" } else { nil }
        return .measured(LessonMutants(
            number: lesson.number, id: lesson.id, referenceProblem: referenceProblem, starterProblem: starterProblem,
            results: mutants.enumerated().map { ($1, all[$0 + 2] ?? .interrupted) },
            seconds: Date().timeIntervalSince(start),
            equivalent: mutants.enumerated().filter { index, mutant in
                if case .passed = all[index + 2] { explained.isEquivalent(mutant, lesson: lesson.number) } else { false }
            }.map(\.element)))
    }

    /// The mutant's folder: the reference's files, the changed one changed; their paths.
    private static func write(_ mutant: Mutant, solutions: [(path: String, text: String)], into folder: String) -> [String]? {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try solutions.map { solution in
                let name = LessonExercise.fileName(solution.path)
                let path = folder + "/" + name
                try (name == mutant.file ? mutant.text : solution.text).write(toFile: path, atomically: false, encoding: .utf8)
                return path
            }
        } catch {
            return nil
        }
    }

    /// A check source as its Swift files: the file, or a folder's files at any depth, sorted.
    private static func swiftFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
    }

    // MARK: Output

    private func report(_ lesson: LessonMutants, explained: SurvivorsFile, survivorsFile: String, verbose: Bool) {
        let percent = String(format: "%.0f%%", lesson.percent)
        print("\(lesson.title): mutants: \(lesson.killed.count) of \(lesson.counted) killed (\(percent)), "
            + "\(lesson.equivalent.count) equivalent, \(lesson.stillborn.count) stillborn; \(Int(lesson.seconds.rounded())) s")
        for problem in [lesson.referenceProblem, lesson.starterProblem].compactMap({ $0 }) {
            print("  PROBLEM: \(problem)")
        }
        let fileName = URL(fileURLWithPath: survivorsFile).lastPathComponent
        for survivor in lesson.equivalent {
            print("  survived, equivalent: \(survivor.name)")
        }
        for survivor in lesson.notKilled {
            print("  survived: \(survivor.name)" + (explained.isListed(survivor, lesson: lesson.number) ? "" : " (not in \(fileName))"))
        }
        guard verbose else { return }
        for (mutant, outcome) in lesson.results {
            switch outcome {
            case .failed(let failure): print("  killed: \(mutant.name): \(failure)")
            case .notBuilt(let error): print("  stillborn: \(mutant.name): \(error)")
            case .passed, .broken, .interrupted: break
            }
        }
    }

    private func total(_ lessons: [LessonMutants], seconds: Double, bar: Double, explained: SurvivorsFile) -> Int32 {
        let killed = lessons.map(\.killed.count).reduce(0, +)
        let counted = lessons.map(\.counted).reduce(0, +)
        let stillborn = lessons.map(\.stillborn.count).reduce(0, +)
        let equivalent = lessons.map(\.equivalent.count).reduce(0, +)
        let percent = counted == 0 ? 100 : Double(killed) * 100 / Double(counted)
        print("total: mutants: \(killed) of \(counted) killed (\(String(format: "%.0f%%", percent))), \(equivalent) equivalent, \(stillborn) stillborn, "
            + "\(lessons.count) exercise\(lessons.count == 1 ? "" : "s"); \(Int(seconds.rounded())) s")
        let wrong = lessons.filter { $0.referenceProblem != nil || $0.starterProblem != nil }
        let below = lessons.filter { $0.percent < bar }
        if !below.isEmpty {
            print("below the \(Int(bar))% bar: " + below.map { "\($0.title) \(String(format: "%.0f%%", $0.percent))" }.joined(separator: ", "))
        }
        if !wrong.isEmpty { print("a reference or starter is wrong: " + wrong.map(\.title).joined(separator: ", ")) }
        // A survivor nobody explained is a check that got weaker, or a new mutant to look at.
        let unexplained = lessons.flatMap { lesson in lesson.notKilled.filter { !explained.isListed($0, lesson: lesson.number) } }
        if !unexplained.isEmpty {
            print("survivors not in the survivors file (explain each there, or kill it): " + unexplained.map(\.name).joined(separator: ", "))
        }
        // Listed as surviving but killed now: the file is out of date (a check got stronger).
        let stale = lessons.flatMap { lesson in
            lesson.killed.filter { explained.isListed($0, lesson: lesson.number) }.map { "lesson \(lesson.number): \($0.name)" }
        }
        if !stale.isEmpty { print("killed now, still listed as surviving: " + stale.joined(separator: ", ")) }
        return wrong.isEmpty && below.isEmpty && unexplained.isEmpty ? 0 : 1
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    // MARK: Arguments

    private struct UsageProblem: Error {
        let message: String
    }

    private func parse() -> Result<Options, UsageProblem> {
        var options = Options()
        var rest = arguments[...]
        let usage = "usage: podbay-mutants [LESSON…] [--bar PERCENT] [--jobs N] [--lessons DIR] [--survivors FILE] [--verbose] [--list]"
        while let argument = rest.popFirst() {
            switch argument {
            case "--bar":
                guard let text = rest.popFirst(), let bar = Double(text), (0...100).contains(bar) else {
                    return .failure(UsageProblem(message: usage))
                }
                options.bar = bar
            case "--jobs":
                guard let text = rest.popFirst(), let jobs = Int(text), jobs > 0 else { return .failure(UsageProblem(message: usage)) }
                options.jobs = jobs
            case "--lessons":
                guard let folder = rest.popFirst() else { return .failure(UsageProblem(message: usage)) }
                options.folder = folder
            case "--survivors":
                guard let file = rest.popFirst() else { return .failure(UsageProblem(message: usage)) }
                options.survivorsFile = file
            case "--list":
                options.list = true
            case "--verbose", "-v":
                options.verbose = true
            case "--help", "-h":
                return .failure(UsageProblem(message: usage))
            default:
                guard !argument.hasPrefix("-") else { return .failure(UsageProblem(message: "mutants: unknown option \(argument)\n\(usage)")) }
                options.lessons.append(argument)
            }
        }
        return .success(options)
    }
}

/// The next job's index, taken by one worker each.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next: Int

    init(first: Int = 0) {
        next = first
    }

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// The jobs' outcomes, written from several threads, each index once.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [CheckOutcome?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Stores an outcome; how many are stored now.
    @discardableResult
    func set(_ index: Int, _ outcome: CheckOutcome) -> Int {
        lock.withLock {
            storage[index] = outcome
            return storage.count { $0 != nil }
        }
    }

    var values: [CheckOutcome?] { lock.withLock { storage } }
}
