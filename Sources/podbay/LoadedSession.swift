import CommandLanguage
import LessonKit
import Loader
import Tutor

/// What a loaded podbay's session does beyond a plain one: the scene it opens at start runs under
/// the time limit (`roots()` that never returns is stopped), and so does every command that may run
/// the loaded code (`tap` in an endless loop is stopped, said in one line by the podbay the user
/// started); the scene that opened is reported, to be opened again if this podbay ends before the
/// user leaves (a trap, `exit()`, the time limit, Ctrl-C, or a later reload that fails while
/// opening); and leaving the session is reported to the parent, which then ends too (any other end
/// is the loaded code's `exit()`).
final class LoadedSession: CommandTimeLimiting {
    let loader: LoadedCode
    /// Seconds the commands at start (opening the loaded scene), and each command after, may take.
    let timeLimit: Double
    /// Whether watch mode is on now, reported after `watch on|off`.
    let isWatching: () -> Bool

    /// Commands that build (their compiler runs as long as it needs, and `check` runs its own child
    /// under its own limit) or open another lesson: no limit.
    static let unlimited: Set<CommandName> = [.load, .reload, .check, .solution, .open, .quit]

    init(loader: LoadedCode, timeLimit: Double, isWatching: @escaping () -> Bool) {
        self.loader = loader
        self.timeLimit = timeLimit
        self.isWatching = isWatching
    }

    func atStart<Result>(_ command: [String], _ body: () -> Result) -> Result {
        LoadedPodbay.startTimeLimit(seconds: timeLimit)
        defer { LoadedPodbay.stopTimeLimit() }
        let result = body()
        // What opened here is the scene to open again if this podbay ends before the user leaves
        // (`--load`, or `--lesson` for a lesson whose scene is this build's code).
        switch (command.first, command.dropFirst().first) {
        case (CommandName.load.rawValue, _): loader.sceneOpened()
        case (CommandName.open.rawValue, let lesson?) where LoadedScene.carried != nil: loader.sceneOpened(lesson: lesson)
        default: break
        }
        return result
    }

    func limited(_ line: String, _ body: () -> ReplScreen.Outcome) -> ReplScreen.Outcome {
        let word = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        guard let name = CommandName(rawValue: word), !Self.unlimited.contains(name) else { return body() }
        loader.commandRuns(line)
        LoadedPodbay.startTimeLimit(seconds: timeLimit)
        defer {
            LoadedPodbay.stopTimeLimit()
            loader.commandRuns(nil)
            if name == .watch { loader.watchSwitched(on: isWatching()) }
        }
        return body()
    }

    func left() {
        loader.sessionEnded()
    }
}
