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
package import LessonKit

/// `load PATH` and `reload`: reads the user's files, finds the scene they declare, builds a
/// per-source podbay with them, and runs it (see ChildPodbay); or, in a per-source podbay that
/// already carries exactly those sources, says to open the scene here.
package final class UserCodeLoader {
    package enum Outcome {
        /// This program carries the scene built from those sources: open it here.
        case carried(LoadedScene)
        /// Nothing was loaded, for these reasons; whatever was open stays open.
        case problem(LoadProblem)
        /// The per-source podbay ran and ended: with a status (the user left), or killed by a signal.
        case childEnded(ChildPodbay.End)
    }

    /// The flags a per-source podbay is started with (width, colours, lesson folder, transcript…),
    /// asked for at the moment of starting one.
    package typealias LaunchArguments = () -> [String]

    private let environment: [String: String]
    private let launchArguments: LaunchArguments
    private let lessonsFolder: String?
    /// Whether this process is itself a per-source podbay, which replaces itself with a newer build
    /// rather than waiting for one.
    private let isChild: Bool
    private var noticeGiven: Bool
    /// Where a per-source podbay says which code it opened; its parent reads it after a trap.
    private var report: LoadReport?
    /// The path loaded last, for `reload`.
    package private(set) var lastPath: String?

    package init(
        environment: [String: String], isChild: Bool, lessonsFolder: String?, launchArguments: @escaping LaunchArguments
    ) {
        self.environment = environment
        self.isChild = isChild
        self.lessonsFolder = lessonsFolder
        self.launchArguments = launchArguments
        noticeGiven = isChild
        lastPath = isChild ? LoadedScene.carried?.path : nil
        report = isChild ? LoadReport.named(in: CommandLine.arguments) : nil
    }

    /// The sentence said once, before the first build: what `load` does on this machine.
    package static let notice =
        "note: load compiles the Swift code you name and runs it inside Podbay, on this machine, with your rights: load only code you trust"

    /// Loads `path`; with `openingLesson`, the per-source podbay opens that lesson (whose text names
    /// the source as its scene) rather than the bare scene.
    package func load(_ path: String, openingLesson: String? = nil, say: (String) -> Void) -> Outcome {
        lastPath = path
        let sources: SourceSet
        switch SourceSet.read(path) {
        case .success(let read): sources = read
        case .failure(let problem): return .problem(problem)
        }
        if let carried = LoadedScene.carried, carried.sourceHash == sources.hash {
            report?.write(carried.path)
            return .carried(carried)
        }
        if !noticeGiven {
            noticeGiven = true
            say(Self.notice)
        }
        let scanner = SceneDeclarationScanner()
        let declarations = scanner.declarations(in: sources)
        guard declarations.count == 1, let declaration = declarations.first else {
            return .problem(LoadProblem(declarations.isEmpty
                ? "\(path) declares no scene (\(scanner.typeList(in: sources))): add a top-level `func roots() -> [SceneRoot]` that builds your objects, or a class that conforms to LessonScene"
                : "\(path) declares \(declarations.count) scenes and load needs one: " + declarations.map(\.described).joined(separator: ", ")))
        }
        let builder: UserCodeBuilder
        switch UserCodeBuilder.forRunningPodbay(lessonsFolder: lessonsFolder, environment: environment) {
        case .success(let found): builder = found
        case .failure(let problem): return .problem(problem)
        }
        let built: UserCodeBuilder.Built
        switch builder.build(sources, declaration) {
        case .success(let result): built = result
        case .failure(let problem): return .problem(problem)
        }
        var childEnvironment = [PodbayKit.environmentKey: builder.kit.folder]
        // A trap prints the runtime's one-line reason; the backtracer's pages would bury it.
        if environment["SWIFT_BACKTRACE"] == nil { childEnvironment["SWIFT_BACKTRACE"] = "enable=no" }
        if report == nil { report = LoadReport.create() }
        report?.shareWithChildren()
        let reported = report.map { [LoadReport.flag, "\($0.descriptor)"] } ?? []
        let child = ChildPodbay(
            executable: built.executable,
            arguments: launchArguments() + reported + ["--loaded-child"] + (openingLesson.map { ["--lesson", $0] } ?? ["--load", path]),
            environment: childEnvironment)
        if isChild {
            let reason = child.replaceThisProcess()
            return .problem(LoadProblem("load: cannot start the build of \(path) (\(built.executable)): \(reason)"))
        }
        let end = child.runAndWait()
        // The child may have loaded other code since: `reload` here rebuilds what it ran last.
        if let last = report?.read() { lastPath = last }
        if case .couldNotStart(let reason) = end {
            return .problem(LoadProblem("load: cannot start the build of \(path) (\(built.executable)): \(reason)"))
        }
        return .childEnded(end)
    }
}
