#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check`'s build: the learner's files in the exercise's workspace and the lesson's check scene,
/// compiled and linked into a loaded podbay as `load` does (the same cache: an unchanged
/// workspace is not compiled again), then run to check the exercise, its output read whole and its
/// verdict read from a pipe of its own.
package struct ExerciseBuild {
    package let environment: [String: String]
    /// The shipped lesson texts, linked beside each build.
    package let lessonsFolder: String?
    /// Says what the build is doing when it passes a second, at a terminal; nil to say nothing.
    package let progress: ProgressLine?

    package init(environment: [String: String], lessonsFolder: String?, progress: ProgressLine? = nil) {
        self.environment = environment
        self.lessonsFolder = lessonsFolder
        self.progress = progress
    }

    /// How the check ran.
    package enum Run: Sendable {
        /// It ran to its end: its status, everything it wrote, and what it wrote on the verdict
        /// channel (empty when it ended before its verdict: `exit()` in the learner's code).
        case ended(status: Int32, output: String, verdict: String)
        /// It was killed by a signal (a trap in the learner's code), with what it wrote before, and
        /// what the check wrote on its channel before (which action it was playing).
        case signalled(signal: Int32, output: String, said: String)
        /// It ran past `seconds` (an endless loop in the learner's code) and was stopped.
        case timedOut(seconds: Double, output: String)
        /// Its verdict channel held something the check did not write (the learner's code wrote
        /// on it: `LoadedPodbayProtocol.authentic`): whatever else happened, nothing is taken.
        case disturbed
    }

    /// The variable that sets how long a check may run, and a loaded scene may take to open, in
    /// seconds (tests set it short).
    package static let timeLimitKey = "PODBAY_CHECK_TIME_LIMIT"
    /// How long a check may run when `timeLimitKey` is not set: every reference check runs in
    /// well under a second once built, so only a learner's endless loop reaches it.
    package static let defaultTimeLimit = 30.0

    /// The longest limit `timeLimitKey` may set: an hour.
    package static let longestTimeLimit = 3600.0

    /// The check's time limit: `timeLimitKey` when it holds a positive number of seconds, at most
    /// `longestTimeLimit`.
    package var timeLimit: Double {
        Self.timeLimit(environment: environment)
    }

    package static func timeLimit(environment: [String: String]) -> Double {
        guard let text = environment[timeLimitKey], let seconds = Double(text), seconds > 0, seconds.isFinite
        else { return defaultTimeLimit }
        return min(seconds, longestTimeLimit)
    }

    /// What the Swift runtime prints when the learner's code traps: its reason, and a short
    /// backtrace of the crashed thread (one line of it names the learner's function). Fast
    /// symbols, nothing else: about 0.1 s more, and only when it traps.
    static let backtraceSettings =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=12,top=0,symbolicate=fast"

    /// The runtime's backtracer in the toolchain of `compiler`: the child runs on the toolchain's
    /// shared runtime, and is pointed at it all the same (a runtime that does not find it names no
    /// function in a trap).
    static func backtracer(beside compiler: String) -> String? {
        let toolchain = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        #if os(Linux)
        let platform = "linux"
        #else
        let platform = "macosx"
        #endif
        let path = toolchain.appendingPathComponent("libexec/swift/\(platform)/swift-backtrace").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Builds `workspace` with `checkSources` (files or folders) and runs the result with
    /// `arguments` (the lesson's flags) to check `lesson`'s step `step`; or the compiler's errors, in the learner's file
    /// names, or why nothing could be built.
    /// `warned` is told the compiler's warnings in the learner's files when they built.
    package func run(
        workspace: String, checkSources: [String], lesson: String, step: Int, arguments: [String],
        warned: ([String]) -> Void = { _ in }
    ) -> Result<Run, LoadProblem> {
        run(learnerSources: [workspace], named: workspace, checkSources: checkSources, lesson: lesson, step: step, arguments: arguments,
            warned: warned)
    }

    /// Builds the learner's side, `learnerSources` (files or folders where they are: a workspace, or
    /// a lesson's reference solution or starters, never copied), with `checkSources`, and runs the
    /// result with `arguments`; `name` names the learner's side in messages. Or the compiler's
    /// errors, or why nothing could be built.
    package func run(
        learnerSources: [String], named name: String, checkSources: [String], lesson: String, step: Int, arguments: [String],
        warned: ([String]) -> Void = { _ in }
    ) -> Result<Run, LoadProblem> {
        let sources: SourceSet
        switch SourceSet.read(learnerSources + checkSources, as: name) {
        case .success(let read): sources = read
        case .failure(let problem): return .failure(problem)
        }
        let learnerFolders = learnerSources.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let learnerFiles = sources.files.filter { file in
            learnerFolders.contains { file.absolutePath == $0 || file.absolutePath.hasPrefix($0 + "/") }
        }
        let outside = learnerFiles.flatMap(Self.codeOutsideTheCheck)
        guard outside.isEmpty else {
            return .failure(LoadProblem(lines: outside + ["check: \(outside.count) error\(outside.count == 1 ? "" : "s") in \(name); nothing was checked"]))
        }
        let scanner = SceneDeclarationScanner()
        let declarations = scanner.declarations(in: sources)
        guard declarations.count == 1, let declaration = declarations.first else {
            let found = declarations.map(\.described).joined(separator: ", ")
            return .failure(LoadProblem(
                "check: your files must not declare a scene of their own (the lesson's check scene builds your types); found: \(found)"))
        }
        let builder: UserCodeBuilder
        switch UserCodeBuilder.forRunningPodbay(lessonsFolder: lessonsFolder, environment: environment) {
        case .success(let found): builder = found
        case .failure(let problem): return .failure(problem)
        }
        // Held in use from the build to the end of its run: `check` builds the solution beside.
        let around = { (building: () -> Result<UserCodeBuilder.Built, LoadProblem>) in
            progress.map { $0.during("check: building your files with the lesson's check scene (Ctrl-C stops it)…", building) } ?? building()
        }
        return builder.building(sources, declaration, around: around) { (result: Result<UserCodeBuilder.Built, LoadProblem>) in
            switch result {
            case .success(let built):
                // The learner's own warnings, not the check scene's.
                warned(built.warnings.filter { Self.names($0, oneOf: learnerSources) })
                return run(built, of: builder, lesson: lesson, step: step, arguments: arguments)
            case .failure(let problem): return .failure(LoadProblem(lines: Self.worded(problem.lines, learnerSources: learnerSources)))
            }
        }
    }

    /// Runs `built` to check `lesson`'s step `step`.
    private func run(
        _ built: UserCodeBuilder.Built, of builder: UserCodeBuilder, lesson: String, step: Int, arguments: [String]
    ) -> Result<Run, LoadProblem> {
        var childEnvironment = environment
        childEnvironment[PodbayKit.environmentKey] = builder.kit.folder
        if environment["SWIFT_BACKTRACE"] == nil {
            childEnvironment["SWIFT_BACKTRACE"] = Self.backtraceSettings
                + (Self.backtracer(beside: builder.compiler.path).map { ",swift-backtrace=" + $0 } ?? "")
        }
        let limit = timeLimit
        guard let verdictPipe = ChildProcess.makePipe() else { return .failure(LoadProblem("check: cannot make a pipe")) }
        defer { close(verdictPipe.read) }
        guard let key = LoadedPodbayProtocol.keyPipe() else {
            close(verdictPipe.write)
            return .failure(LoadProblem("check: cannot make a pipe"))
        }
        var handover = LoadedPodbayProtocol()
        handover.isLoaded = true
        handover.checkLesson = lesson
        handover.checkStep = step
        // The numbers the child finds them at: any free ones above its standard descriptors.
        handover.verdictDescriptor = 3
        handover.verdictKeyDescriptor = 4
        var launch = ChildProcess.Launch(
            executable: built.executable, arguments: handover.arguments + arguments, environment: childEnvironment)
        launch.moved = [(verdictPipe.write, 3), (key.read, 4)]
        launch.confinement = .check
        let verdictRead = BackgroundRead(verdictPipe.read, keeping: Self.verdictBytes)
        let run = ToolRun.run(launch, timeLimit: limit, closingAfterStart: [verdictPipe.write, key.read])
        // More than a verdict can be is the learner's code writing on the channel: it disturbs the
        // check, as any line the check did not write does.
        let read = verdictRead.finish()
        guard read.count <= Self.verdictBytes, let verdict = LoadedPodbayProtocol.authentic(String(decoding: read, as: UTF8.self), key: key.key)
        else { return .success(.disturbed) }
        if run.timedOut { return .success(.timedOut(seconds: limit, output: run.output)) }
        if let signal = run.signal { return .success(.signalled(signal: signal, output: run.output, said: verdict)) }
        return .success(.ended(status: run.status, output: run.output, verdict: verdict))
    }

    /// The most a check's channel carries: the longest verdict of the shipped exercises' right and
    /// wrong solutions is 53 KB (lesson 1, 24 orders of four renderables). The
    /// learner's code can write on the channel too (it finds it in `/proc/self/fd`); 1 GiB there
    /// was read whole into Podbay's memory.
    static let verdictBytes = 8 << 20

    /// Attributes that run code before the check starts (a static initializer: `@_section(".init_array")`)
    /// or put a symbol of the learner's in place of one of Podbay's: such code could read the
    /// verdict's key before the check does and hand back a verdict of its own. An exercise needs
    /// none of them.
    static let attributesOutsideTheCheck = ["@_section", "@section", "@_used", "@used", "@_silgen_name", "@_cdecl", "@_extern", "@_expose"]

    /// `file:line:column: error: …` for each such attribute in `file`, outside `//` comments.
    static func codeOutsideTheCheck(_ file: SourceSet.File) -> [String] {
        file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line -> [String] in
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return attributesOutsideTheCheck.compactMap { attribute -> (column: Int, error: String)? in
                guard let found = code.firstRange(of: attribute),
                    code[found.upperBound...].first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true
                else { return nil }
                let column = code.distance(from: code.startIndex, to: found.lowerBound) + 1
                return (column, "\(file.shownPath):\(number + 1):\(column): error: '\(attribute)' runs or replaces code outside what the check "
                    + "watches (before it starts, or in place of Podbay's own); an exercise needs none of it")
            }.sorted { $0.column < $1.column }.map(\.error)
        }
    }

    /// Whether the compiler's `line` is about a file among `sources` (a file, or a folder's file):
    /// it starts with the path, then `:` or `/`.
    package static func names(_ line: String, oneOf sources: [String]) -> Bool {
        sources.contains { line.hasPrefix($0 + "/") || line.hasPrefix($0 + ":") }
    }

    /// The compiler's lines, said as `check`'s; when no error is in the learner's files (only in
    /// the lesson's check scene), the summary says so instead of counting errors in their folder.
    static func worded(_ lines: [String], learnerSources: [String]) -> [String] {
        let errors = lines.filter { !$0.hasPrefix("load: ") && $0.contains(": error: ") }
        let inLearners = errors.contains { names($0, oneOf: learnerSources) }
        guard !errors.isEmpty, !inLearners else {
            return lines.map(worded)
        }
        return lines.filter { !$0.hasPrefix("load: ") } + [
            "check: the error is in the lesson's check scene, not in your files, so it is not yours to fix there. "
                + "The scene uses the types and methods your starter declares, by name: if you renamed or removed one, "
                + "put it back as the starter has it; if not, the lesson itself is at fault",
        ]
    }

    /// The loader's summary line, said as `check`'s.
    private static func worded(_ line: String) -> String {
        guard line.hasPrefix("load: ") else { return line }
        return "check: " + line.dropFirst(6).replacing("; nothing was loaded", with: "; nothing was checked")
    }
}
