import LessonFormat
import LessonKit

/// What the REPL screen sees of the interaction for `load` and `reload`.
protocol LoadInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any MessageRendering)
    func didAskToLoad(_ path: String) -> CommandOutcome
    func didAskToReload() -> CommandOutcome
}

/// `load PATH` and `reload`: the user's own Swift code, opened as a lesson without steps, so every
/// command that looks at or acts on a scene works on it. What the loader says (a notice, the
/// compiler's errors) is its own wording, passed on as messages.
package final class LoadInteraction: LoadInteracting {
    /// The id of the lesson without steps a loaded scene opens as.
    package static let loadedLessonID = "loaded"

    private let loader: SceneLoading?
    private weak var navigation: LessonNavigating?
    private weak var view: (any MessageRendering)?

    package init(loader: SceneLoading?) {
        self.loader = loader
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any MessageRendering) {
        self.view = view
    }

    package func didAskToLoad(_ path: String) -> CommandOutcome {
        guard let loader else {
            view?.render(MessageRenderable(.error, "load: this Podbay cannot load code"))
            return .refused
        }
        return load(path, with: loader)
    }

    package func didAskToReload() -> CommandOutcome {
        guard let loader, let path = loader.lastPath else {
            view?.render(MessageRenderable(
                .error, "reload: nothing was loaded yet; load a file or folder first, e.g. load Examples/Garage.swift"))
            return .refused
        }
        return load(path, with: loader)
    }

    private func load(_ path: String, with loader: SceneLoading) -> CommandOutcome {
        let outcome = loader.load(path) { kind, text in view?.render(MessageRenderable(kind, text)) }
        switch outcome {
        case .refused: return .refused
        case .returned: return .ran
        case .open(let sceneID, let title, let declaration, let quietly):
            return open(sceneID, title: title, declaration: declaration, quietly: quietly)
        }
    }

    private func open(_ sceneID: String, title: String, declaration: String, quietly: Bool) -> CommandOutcome {
        let lesson = LessonText(
            id: Self.loadedLessonID, number: -1, title: title, summary: "", introduction: [], sceneID: sceneID, steps: [], quiz: [],
            file: title)
        guard let navigation, let open = navigation.open(lesson, atStep: 0) else {
            view?.render(MessageRenderable(.error, "load: this program carries no scene built from \(title)"))
            return .refused
        }
        guard !quietly else { return .ran }
        let roots = open.scene.roots.map(\.label)
        let rooted = roots.isEmpty ? "no roots" : "roots: " + roots.joined(separator: ", ")
        view?.render(MessageRenderable(.plain, "loaded \(title): the scene of \(declaration), \(rooted)."))
        view?.render(MessageRenderable(
            .plain, "It has no steps: screen, tap, type, graph, inspect, alive, cycles, why, route, trace, break and fix work on it; reload builds it again after an edit."))
        return .ran
    }
}

/// Builds the interaction for `load` and `reload`.
struct LoadInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> LoadInteracting {
        LoadInteraction(loader: configuration.loader)
    }
}
