import LessonFormat
import LineEditor

/// What the REPL screen sees of the interaction for `watch on|off`.
protocol WatchInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any MessageRendering)
    func use(_ exercise: ExerciseInteracting)
    func didSwitchWatch(on: Bool?) -> CommandOutcome
    /// Whether watch mode is on (a loaded podbay started by this one keeps it on).
    var isOn: Bool { get }
    /// The descriptor the prompt also waits on, readable when a watched file is saved; nil when
    /// watch mode is off or nothing is open to watch.
    func wakeDescriptor() -> Int32?
    /// After the descriptor woke the prompt: the command the save asks for (`check`, `reload`), said
    /// in one line; nil when the burst of writes changed no watched file.
    func commandForSave() -> String?
}

/// `watch on|off`: after each save, the open exercise is checked, or the loaded code reloaded, by
/// itself. What is watched follows what is open: an exercise step's workspace folder, or the file
/// or folder `load` loaded while its scene is open; the watch is made again when that changes.
package final class WatchInteraction: WatchInteracting {
    private let loader: SceneLoading?
    private weak var navigation: LessonNavigating?
    private weak var view: (any MessageRendering)?
    private weak var exercise: ExerciseInteracting?
    package private(set) var isOn: Bool
    /// What is watched now, for which command, and the watch itself.
    private var watched: (target: Target, watch: FileWatch)?

    /// Files to watch and the command their save runs.
    private struct Target: Equatable {
        let path: String
        let command: String
    }

    package init(loader: SceneLoading?, on: Bool = false) {
        self.loader = loader
        isOn = on
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any MessageRendering) {
        self.view = view
    }

    func use(_ exercise: ExerciseInteracting) {
        self.exercise = exercise
    }

    package func didSwitchWatch(on: Bool?) -> CommandOutcome {
        guard let on else {
            // Asked, not switched: what is on, and what is watched.
            let what = isOn ? target().map { "\($0.path) is watched: saving a file there runs '\($0.command)'" }
                ?? "nothing is watched yet: open an exercise step, or load your code" : nil
            view?.render(MessageRenderable(.plain, isOn ? "watch: on; " + (what ?? "") : "watch: off ('watch on' checks or reloads by itself after each save)"))
            return .ran
        }
        isOn = on
        guard on else {
            watched = nil
            view?.render(MessageRenderable(.plain, "watch: off"))
            return .ran
        }
        let what = target().map { "\($0.path) is watched: saving a file there runs '\($0.command)'" }
            ?? "nothing is watched yet: open an exercise step, or load your code"
        view?.render(MessageRenderable(.plain, "watch: on; " + what))
        return .ran
    }

    package func wakeDescriptor() -> Int32? {
        guard isOn, let target = target() else {
            watched = nil
            return nil
        }
        if watched?.target != target {
            watched = FileWatch(paths: [target.path]).map { (target, $0) }
        }
        return watched?.watch.descriptor
    }

    package func commandForSave() -> String? {
        guard let watched else { return nil }
        let saved = watched.watch.settle()
        guard !saved.isEmpty else { return nil }
        // A watched folder's save is said by the files saved in it; a watched file by its path as given.
        let inFolder = saved.filter { $0.hasPrefix(watched.target.path + "/") }
        let said = inFolder.isEmpty ? watched.target.path : inFolder.joined(separator: ", ")
        let verb = inFolder.count > 1 ? "were" : "was"
        view?.render(MessageRenderable(.plain, "watch: \(said) \(verb) saved: \(watched.target.command)"))
        return watched.target.command
    }

    /// The loaded code while its scene is open; else the open exercise step's workspace.
    private func target() -> Target? {
        if navigation?.current?.lesson.id == LoadInteraction.loadedLessonID, let path = loader?.lastPath {
            return Target(path: path, command: "reload")
        }
        return exercise?.watchedFolder().map { Target(path: $0, command: "check") }
    }
}

/// Builds the interaction for `watch on|off`.
struct WatchInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> WatchInteracting {
        WatchInteraction(loader: configuration.loader, on: configuration.watching)
    }
}
