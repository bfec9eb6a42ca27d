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
/// loaded podbay with them, and runs it (see `LoadedPodbay`); or, in a loaded podbay that already
/// carries exactly those sources, says to open the scene here.
package final class UserCodeLoader {
    package enum Outcome {
        /// This program carries the scene built from those sources: open it here; `reopened`, as
        /// the scene that worked, opened again after the podbay before this one ended (its parent
        /// said so already).
        case carried(LoadedScene, reopened: Bool)
        /// Nothing was loaded, for these reasons; whatever was open stays open.
        case problem(LoadProblem)
        /// The loaded podbay ran and the user left the session there (`quit`, the end of input),
        /// with this status; `leftover`, what its code wrote last and it never showed (raw: show
        /// it through the gate).
        case userLeft(Int32, leftover: String)
        /// The loaded podbay ended before the user left: the loaded code called `exit()`, or it was
        /// killed by a signal (a trap, Ctrl-C, its time limit); `during`, the command that was
        /// running, if one was; `opened`, whether its scene had opened (false: it ended opening it);
        /// `leftover`, what its code wrote last and it never showed (the runtime's report of a
        /// trap, raw: show it through the gate).
        case childEnded(LoadedPodbay.End, during: String?, opened: Bool, leftover: String)
    }

    /// The flags a loaded podbay is started with (width, colours, lesson folder, transcript…) and
    /// the input handed over, asked for at the moment of starting one.
    package typealias LaunchArguments = () -> (options: [String], handover: LoadedPodbayProtocol)

    private let environment: [String: String]
    private let launchArguments: LaunchArguments
    private let lessonsFolder: String?
    /// Whether this process is itself a loaded podbay, which replaces itself with a newer build
    /// rather than waiting for one.
    private let isLoaded: Bool
    private var noticeGiven: Bool
    /// Where a loaded podbay says which code it opened, and whether the user left there.
    private var report: LoadReport?
    /// Says what the build is doing when it passes a second, at a terminal; nil to say nothing.
    private let progress: ProgressLine?
    /// The path loaded last, for `reload`.
    package private(set) var lastPath: String?
    /// In a loaded podbay started to open its scene again (`reopenCarried`): the first load opens
    /// the scene it carries, whatever its files say now.
    private var reopeningCarried: Bool
    /// What the loaded podbay that ended last said: whether its scene opened, and which scene last did.
    private var lastSaid: LoadReport.Said?

    package init(
        environment: [String: String], isLoaded: Bool, lessonsFolder: String?, progress: ProgressLine? = nil,
        launchArguments: @escaping LaunchArguments
    ) {
        self.progress = progress
        self.environment = environment
        self.isLoaded = isLoaded
        self.lessonsFolder = lessonsFolder
        self.launchArguments = launchArguments
        noticeGiven = isLoaded
        lastPath = isLoaded ? LoadedScene.carried?.path : nil
        report = isLoaded ? LoadedPodbayProtocol.received.protocol.loadReport.map(LoadReport.init) : nil
        reopeningCarried = isLoaded && LoadedPodbayProtocol.received.protocol.reopenCarried
        // Handed over to this process and its rebuilds only, not to what the loaded code starts.
        if let report { _ = fcntl(report.descriptor, F_SETFD, FD_CLOEXEC) }
    }

    /// In a loaded podbay: the user ends the session here (the parent then ends too).
    package func sessionEnded() {
        report?.markLeft()
    }

    /// In a loaded podbay: the scene it carries opened (`roots()` returned), bare or as lesson
    /// `lesson`'s; this build is the one to open again if the podbay running it ends before the
    /// user leaves (a trap in a `tap`, Ctrl-C, a reload that fails while opening).
    package func sceneOpened(lesson: String? = nil) {
        guard let executable = CommandLine.arguments.first else { return }
        report?.markOpened(executable: executable, lesson: lesson)
    }

    /// In a loaded podbay: watch mode was switched on or off, kept if this podbay ends and its
    /// scene opens again.
    package func watchSwitched(on: Bool) {
        report?.markWatching(on)
    }

    /// In a loaded podbay: `command` runs under the time limit (nil: it ended), so a command
    /// stopped there is named.
    package func commandRuns(_ command: String?) {
        report?.markRunning(command)
    }

    /// The sentence said once, before the first build: what `load` does on this machine.
    package static let notice =
        "note: load compiles the Swift code you name and runs it inside Podbay, on this machine, with your rights: load only code you trust"

    /// Loads `path`; with `openingLesson`, the loaded podbay opens that lesson (whose text names
    /// the source as its scene) rather than the bare scene.
    package func load(_ path: String, openingLesson: String? = nil, say: (String) -> Void) -> Outcome {
        lastPath = path
        if reopeningCarried, let carried = LoadedScene.carried, carried.path == path {
            reopeningCarried = false
            report?.write(carried.path)
            return .carried(carried, reopened: true)
        }
        let sources: SourceSet
        switch SourceSet.read(path) {
        case .success(let read): sources = read
        case .failure(let problem): return .problem(problem)
        }
        if let carried = LoadedScene.carried, carried.sourceHash == sources.hash {
            report?.write(carried.path)
            return .carried(carried, reopened: false)
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
        let name = URL(fileURLWithPath: path).lastPathComponent
        let building = { self.build(sources, declaration, with: builder) }
        let (result, note) = progress.map { $0.during("load: compiling and linking \(name) (Ctrl-C stops it)…", building) } ?? building()
        // Said once the progress line is gone, on a line of its own.
        if let note { say(note) }
        switch result {
        case .success(let result): built = result
        case .failure(let problem): return .problem(problem)
        }
        let opening = openingLesson.map { "--lesson=" + $0 } ?? "--load=" + path
        return run(built.executable, opening: opening, path: path, kitFolder: builder.kit.folder, reopening: false)
    }

    /// After a loaded podbay ended before the user left it (its code trapped in a `tap` or while a
    /// reload opened its scene, called `exit()`, ran past the time limit or was stopped with
    /// Ctrl-C): the path of the last scene that opened, whose build can be run again to open that
    /// scene (objects numbered from 1); nil when there is none (none ever opened, or its build
    /// left the cache).
    package var lastWorkingPath: String? {
        lastWorking?.worked.path
    }

    /// Opens the last scene that worked again (see `lastWorkingPath`), as the lesson it was
    /// opened as, if it was one; nil when there is none.
    package func reopenLastWorking() -> Outcome? {
        guard let (worked, kit) = lastWorking else { return nil }
        BuildCache(environment: environment).markUsed(UserCodeBuilder.folder(of: worked.executable))
        let opening = worked.lesson.map { "--lesson=" + $0 } ?? "--load=" + worked.path
        return run(worked.executable, opening: opening, path: worked.path, kitFolder: kit.folder, reopening: true)
    }

    private var lastWorking: (worked: LoadReport.Worked, kit: PodbayKit)? {
        guard !isLoaded, let said = lastSaid, let worked = said.worked,
            UserCodeBuilder.isWhole(UserCodeBuilder.folder(of: worked.executable)),
            case .success(let kit) = PodbayKit.locate(environment: environment)
        else { return nil }
        return (worked, kit)
    }

    /// Runs `executable` (a build) opening `opening` as a loaded podbay: in place of this one when
    /// this is one, else as a child this podbay waits for.
    private func run(_ executable: String, opening: String, path: String, kitFolder: String, reopening: Bool) -> Outcome {
        // The environment this loader was given (the process's, or a test's), not the process's own.
        var childEnvironment = environment
        childEnvironment[PodbayKit.environmentKey] = kitFolder
        // A trap prints the runtime's one-line reason, read back and said in one line; the
        // backtracer's pages would bury it.
        if environment["SWIFT_BACKTRACE"] == nil { childEnvironment["SWIFT_BACKTRACE"] = "enable=no" }
        if report == nil { report = LoadReport.create() }
        report?.clearLeft()
        var (options, handover) = launchArguments()
        // The scene that worked opens again as the podbay that ended had it: watch mode too.
        if reopening, let watching = lastSaid?.watching { handover.watching = watching }
        handover.isLoaded = true
        handover.loadReport = report?.descriptor
        handover.reopenCarried = reopening
        var launch = ChildProcess.Launch(
            executable: executable, arguments: handover.arguments + options + [opening], environment: childEnvironment)
        launch.inherited = [handover.scriptDescriptor, handover.pendingInput, handover.loadReport].compactMap { $0 }
        if isLoaded {
            // The newer build shows the user's code's output as this one did.
            launch.environment = LoadedPodbay.namingHandedOver(launch.environment)
            launch.inherited += LoadedPodbay.handedOver
            let reason = LoadedPodbay(launch: launch).replaceThisProcess()
            return .problem(LoadProblem("load: cannot start the build of \(path) (\(executable)): \(reason)"))
        }
        let report = report
        let (end, leftover) = LoadedPodbay(launch: launch).runAndWait(hasLeft: { report?.hasLeft ?? false })
        let said = report?.read()
        lastSaid = said
        // The child may have loaded other code since: `reload` here rebuilds what it ran last.
        if let last = said?.path { lastPath = last }
        if case .couldNotStart(let reason) = end {
            return .problem(LoadProblem("load: cannot start the build of \(path) (\(executable)): \(reason)"))
        }
        let unshown = String(decoding: leftover, as: UTF8.self)
        if said?.left == true {
            // Killed only when it did not end in time after the user left: the session ended as asked.
            if case .exited(let status) = end { return .userLeft(status, leftover: unshown) }
            return .userLeft(0, leftover: unshown)
        }
        return .childEnded(end, during: said?.opened == true ? said?.command : nil, opened: said?.opened == true, leftover: unshown)
    }

    /// The build in Swift 6 mode; or, when Swift 6's data-race checks are among its errors, in
    /// Swift 5 mode (a build already made in 5 mode is used as it is), with the note to say: a
    /// file that fails in both is said by its Swift 5 errors, the ones left to fix (a typo beside
    /// a Swift 6 error read as two errors where one was the file's).
    private func build(
        _ sources: SourceSet, _ declaration: SceneDeclaration, with builder: UserCodeBuilder
    ) -> (Result<UserCodeBuilder.Built, LoadProblem>, note: String?) {
        let inSwift6 = "\(sources.path) does not build in the Swift 6 language mode"
        let loaded = "note: \(inSwift6) (only its data-race checks fail): loaded in Swift 5 mode"
        if builder.cached(sources, declaration, mode: .swift6) == nil, let older = builder.cached(sources, declaration, mode: .swift5) {
            return (.success(older), loaded)
        }
        let built = builder.build(sources, declaration)
        guard case .failure(let problem) = built, problem.hasSwift6Errors else { return (built, nil) }
        switch builder.build(sources, declaration, mode: .swift5) {
        case .success(let older): return (.success(older), loaded)
        case .failure(let older) where !problem.isSwift6Only && older.errorCount < problem.errorCount:
            return (.failure(older), "note: \(inSwift6) nor in Swift 5 mode: the Swift 5 build's errors follow")
        case .failure: return (built, nil)
        }
    }
}
