#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLanguage
import LessonKit
import Loader
import TextSafety
import Tutor

/// `load` for the REPL: the Loader's outcomes said in the REPL's words.
final class LoadedCode: SceneLoading {
    private let loader: UserCodeLoader
    /// The time limit of a loaded podbay's start, for saying it was reached.
    private let timeLimit: Double
    /// Runs when a loaded podbay ended and this one reads on (see `InputHandover.recover`).
    private let afterLoadedPodbay: () -> Void
    /// Runs when the user left inside the loaded podbay and this process exits with it (a
    /// rehearsal's folder is removed there, as `Session.finish` would).
    private let beforeLeaving: () -> Void

    init(
        loader: UserCodeLoader, timeLimit: Double, afterLoadedPodbay: @escaping () -> Void, beforeLeaving: @escaping () -> Void = {}
    ) {
        self.loader = loader
        self.timeLimit = timeLimit
        self.afterLoadedPodbay = afterLoadedPodbay
        self.beforeLeaving = beforeLeaving
    }

    /// In a loaded podbay: the user leaves the session here.
    func sessionEnded() {
        loader.sessionEnded()
    }

    /// In a loaded podbay: the scene loaded at start opened, bare or as lesson `lesson`'s.
    func sceneOpened(lesson: String? = nil) {
        loader.sceneOpened(lesson: lesson)
    }

    /// In a loaded podbay: watch mode was switched on or off.
    func watchSwitched(on: Bool) {
        loader.watchSwitched(on: on)
    }

    /// In a loaded podbay: `command` runs under the time limit (nil: it ended).
    func commandRuns(_ command: String?) {
        loader.commandRuns(command)
    }

    var lastPath: String? { loader.lastPath }

    func load(_ path: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome {
        said(loader.load(path, say: { say(.plain, $0) }), path, say)
    }

    func open(lesson lessonID: String, source: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome {
        said(loader.load(source, openingLesson: lessonID, say: { say(.plain, $0) }), source, say)
    }

    private func said(
        _ outcome: UserCodeLoader.Outcome, _ path: String, _ say: (MessageRenderable.Kind, String) -> Void, reopened: Bool = false
    ) -> SceneLoadOutcome {
        afterLoadedPodbay()
        switch outcome {
        case .carried(let scene, let reopened):
            return .open(sceneID: LoadedScene.sceneID, title: scene.path, declaration: scene.declaration, quietly: reopened)
        case .problem(let problem):
            for line in problem.lines { say(.error, line) }
            return .refused
        case .userLeft(let status, let leftover):
            // The user left the loaded podbay (quit, end of input): so they leave Podbay.
            // Progress and history were saved there, as they were made.
            let unshown = LoadedTrap(leftover: leftover, end: .exited(status), code: loader.lastPath ?? path).before
            if !unshown.isEmpty { say(.exact, OutsideText(unshown).shownKeepingLines) }
            beforeLeaving()
            exit(status)
        case .childEnded(let end, let command, let opened, let leftover):
            let code = loader.lastPath ?? path
            let trap = LoadedTrap(leftover: leftover, end: end, code: code)
            if !trap.before.isEmpty { say(.exact, OutsideText(trap.before).shownKeepingLines) }
            say(.error, trap.sentence ?? Self.ending(end, code: code, during: command, timeLimit: timeLimit))
            // The scene that opened last comes back, built as it was then: after a crash in a
            // command of a scene that worked, that scene; after a reload that failed while its
            // scene opened, the one before. Not when that scene itself failed to open again (it
            // would fail each time).
            if !(reopened && !opened), let worked = loader.lastWorkingPath {
                say(.plain, opened
                    ? "Progress and history are saved. The scene from \(worked) opens again, built as before and with new objects (numbered from 1): what the commands before did to the old ones is gone. Fix the code and type 'reload'."
                    : "Progress and history are saved. The scene that opened last, from \(worked) as it was built then, opens again (objects numbered from 1): fix the code and type 'reload'.")
                if let outcome = loader.reopenLastWorking() { return said(outcome, worked, say, reopened: true) }
            }
            say(.plain, "Progress and history are saved. You are back in the Podbay you started, as you left it: fix the code and type 'reload'.")
            return .returned
        }
    }

    /// One line on how the loaded podbay ended before the user left it; `command`, the one that
    /// was running (nil: the scene was opening).
    static func ending(_ end: LoadedPodbay.End, code: String, during command: String? = nil, timeLimit: Double) -> String {
        switch end {
        case .exited(let status):
            "the code from \(code) ended the podbay running it (exit(\(status))); its objects are gone"
        case .signalled(SIGINT):
            "stopped with Ctrl-C: the code from \(code) was still running; its objects are gone"
        case .signalled(SIGALRM):
            if let command {
                "the code from \(code) did not finish '\(command.withVisibleControls)' in \(ExerciseCheck.seconds(timeLimit)) and was stopped: a loop that never ends, or a wait for something that never comes? Its objects are gone"
            } else {
                "the code from \(code) did not open its scene in \(ExerciseCheck.seconds(timeLimit)) and was stopped: a loop that never ends, or a wait for something that never comes?"
            }
        case .signalled(let signal):
            "the podbay running the code from \(code) stopped with \(LoadedPodbay.describe(signal)); its objects are gone"
        case .couldNotStart(let reason):
            "load: cannot start the build of \(code): \(reason)"
        }
    }
}
