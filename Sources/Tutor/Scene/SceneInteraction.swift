import Inspector
import LessonKit
package import CommandLanguage
package import LessonFormat

/// What the REPL screen sees of the interaction for the live scene.
protocol SceneInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ScreenRendering & NoticeRendering & RefusalRendering & LinesRendering)
    func didAskForScreen() -> CommandOutcome
    /// `tap`, `type`, `break` or `fix`.
    func didAct(_ action: SceneAction, _ spec: CommandSpec) -> CommandOutcome
}

/// `screen`, `tap`, `type`, `break` and `fix`: everything addressed to the open lesson's live scene.
package final class SceneInteraction: SceneInteracting {
    private let style: TerminalStyle
    private let inspector: InspectorSession
    private weak var navigation: LessonNavigating?
    private weak var view: (any ScreenRendering & NoticeRendering & RefusalRendering & LinesRendering)?

    package init(style: TerminalStyle, inspector: InspectorSession) {
        self.style = style
        self.inspector = inspector
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any ScreenRendering & NoticeRendering & RefusalRendering & LinesRendering) {
        self.view = view
    }

    package func didAskForScreen() -> CommandOutcome {
        guard let scene = openScene() else { return .refused }
        view?.render(ScreenRenderable(lines: scene.drawScreen(width: style.width, ascii: style.ascii)))
        return .ran
    }

    package func didAct(_ action: SceneAction, _ spec: CommandSpec) -> CommandOutcome {
        guard let scene = openScene() else { return .refused }
        let reply = act(scene, userAction: action.userAction) { action.run(on: scene) }
        switch reply {
        case .delivered(let lines):
            for line in lines { view?.render(NoticeRenderable.sceneSaid(line)) }
            reportUnwired()
            reportFreedAndRoute()
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: style.width, ascii: style.ascii)))
            return .ran
        case .refused(let reason):
            reportUnwired()
            view?.render(RefusalRenderable.sceneRefused(spec, reason: reason, target: action.target(in: scene)))
            return .refused
        }
    }

    private func openScene() -> LessonScene? {
        guard let scene = navigation?.current?.scene else {
            view?.render(RefusalRenderable.noLesson(orOwnObjects: false))
            return nil
        }
        return scene
    }

    /// Runs a user action with the inspector watching: its route, what it allocated and freed.
    /// An action that did something counts for the step: what it freed towards `freed` goals,
    /// and what the learner looked at before it no longer counts (the scene has changed since).
    private func act(_ scene: LessonScene, userAction: String?, _ action: () -> SceneReply) -> SceneReply {
        let recorded = inspector.recordedActions
        let census = navigation?.current
        let reply = inspector.perform(
            roots: { scene.roots }, censusRoots: { census?.censusRoots ?? scene.roots }, userAction: userAction,
            refused: { $0.isRefusal }, action)
        if inspector.recordedActions > recorded {
            navigation?.current?.recordAction(freed: inspector.lastChange?.freed ?? [])
        }
        return reply
    }

    /// Components the runtime saw used before they were wired, whatever the scene answered.
    private func reportUnwired() {
        for problem in inspector.unwired {
            view?.render(NoticeRenderable.unwired("\(problem)"))
        }
    }

    /// What a delivered action freed, and its route when tracing.
    private func reportFreedAndRoute() {
        if let change = inspector.lastChange, !change.freed.isEmpty {
            view?.render(NoticeRenderable.freed(change.freed))
        }
        if inspector.traceOn {
            let lines = RouteText(symbols: style.graphSymbols).lines(for: inspector.route.steps)
            if !lines.isEmpty { view?.render(LinesRenderable(lines)) }
        }
    }
}

/// Builds the interaction for the live scene.
struct SceneInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> SceneInteracting {
        SceneInteraction(style: configuration.style, inspector: configuration.inspector)
    }
}
