import Foundation

/// `check`'s build: the learner's files in the exercise's workspace and the lesson's check scene,
/// compiled and linked into a per-source podbay as `load` does (the same cache: an unchanged
/// workspace is not compiled again), then run as a child in check mode, its output read whole.
package struct ExerciseBuild {
    package let environment: [String: String]
    /// The shipped lesson texts, linked beside each build.
    package let lessonsFolder: String?

    package init(environment: [String: String], lessonsFolder: String?) {
        self.environment = environment
        self.lessonsFolder = lessonsFolder
    }

    /// How the check ran.
    package enum Run: Sendable {
        /// It ran to its end: its status and everything it wrote (the verdict line among it).
        case ended(status: Int32, output: String)
        /// It was killed by a signal (a trap in the learner's code), with what it wrote before.
        case signalled(signal: Int32, output: String)
    }

    /// Builds `workspace` with `checkSources` (files or folders) and runs the result with `arguments` (the check mode's
    /// flags); or the compiler's errors, in the learner's file names, or why nothing could be built.
    package func run(workspace: String, checkSources: [String], arguments: [String]) -> Result<Run, LoadProblem> {
        run(learnerSources: [workspace], named: workspace, checkSources: checkSources, arguments: arguments)
    }

    /// Builds the learner's side, `learnerSources` (files or folders where they are: a workspace, or
    /// a lesson's reference solution or starters, never copied), with `checkSources`, and runs the
    /// result with `arguments`; `name` names the learner's side in messages. Or the compiler's
    /// errors, or why nothing could be built.
    package func run(
        learnerSources: [String], named name: String, checkSources: [String], arguments: [String]
    ) -> Result<Run, LoadProblem> {
        let sources: SourceSet
        switch SourceSet.read(learnerSources + checkSources, as: name) {
        case .success(let read): sources = read
        case .failure(let problem): return .failure(problem)
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
        let built: UserCodeBuilder.Built
        switch builder.build(sources, declaration) {
        case .success(let result): built = result
        case .failure(let problem): return .failure(LoadProblem(lines: problem.lines.map(Self.worded)))
        }
        var childEnvironment = environment
        childEnvironment[PodbayKit.environmentKey] = builder.kit.folder
        if environment["SWIFT_BACKTRACE"] == nil { childEnvironment["SWIFT_BACKTRACE"] = "enable=no" }
        let run = ToolRun.run(built.executable, ["--loaded-child"] + arguments, environment: childEnvironment)
        if let signal = run.signal { return .success(.signalled(signal: signal, output: run.output)) }
        return .success(.ended(status: run.status, output: run.output))
    }

    /// The loader's summary line, said as `check`'s.
    private static func worded(_ line: String) -> String {
        guard line.hasPrefix("load: ") else { return line }
        return "check: " + line.dropFirst(6).replacingOccurrences(of: "; nothing was loaded", with: "; nothing was checked")
    }
}
