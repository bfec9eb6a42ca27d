import Inspector
import LessonKit

/// What the REPL screen sees of the interaction for the live scene.
public protocol SceneInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ScreenRendering & MessageRendering)
}

/// `screen`, `tap`, `type`, `break` and `fix`: everything addressed to the open lesson's live scene.
public final class SceneInteraction: SceneInteracting {
    private let style: TerminalStyle
    private let inspector: InspectorSession
    private weak var navigation: LessonNavigating?
    private weak var view: (any ScreenRendering & MessageRendering)?

    public init(style: TerminalStyle, inspector: InspectorSession) {
        self.style = style
        self.inspector = inspector
    }

    public func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    public func use(_ view: any ScreenRendering & MessageRendering) {
        self.view = view
    }

    public func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        guard let scene = navigation?.current?.scene else {
            view?.render(MessageRenderable(.error, Phrases.noLesson))
            return .refused
        }
        guard let action = SceneAction(words: [command.name] + command.arguments) else {
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: style.width, ascii: style.ascii)))
            return .ran
        }
        return deliver(act(scene) { action.run(on: scene) }, from: scene, command, action)
    }

    /// Runs a user action with the inspector watching: its route, what it allocated and freed.
    /// An action that did something counts for the step: what it freed towards `freed` goals,
    /// and what the learner looked at before it no longer counts (the scene has changed since).
    private func act(_ scene: LessonScene, _ action: () -> SceneReply) -> SceneReply {
        let recorded = inspector.recordedActions
        let reply = inspector.perform(roots: { scene.roots }, refused: { $0.isRefusal }, action)
        if inspector.recordedActions > recorded {
            navigation?.current?.recordAction(freed: inspector.lastChange?.freed ?? [])
        }
        return reply
    }

    /// Says what the inspector saw of the last action: unwired components, freed objects, the
    /// route when tracing.
    private func reportAction(_ reply: SceneReply) {
        for problem in inspector.unwired {
            view?.render(MessageRenderable(.warning, "unwired: \(problem)"))
        }
        if case .delivered = reply, let change = inspector.lastChange, !change.freed.isEmpty {
            view?.render(MessageRenderable(.plain, "freed: " + change.freed.joined(separator: " ")))
        }
        if inspector.traceOn, case .delivered = reply {
            let lines = RouteText(symbols: style.graphSymbols).lines(for: inspector.route.steps)
            if !lines.isEmpty { view?.render(MessageRenderable(.verbatim, lines.joined(separator: "\n"))) }
        }
    }

    /// Shows what the scene answered. A refusal of an action that names something (a control, a
    /// field, a rule) lists what the scene offers now; when the command named none of them, it is a
    /// wrong argument and says the usage.
    private func deliver(
        _ reply: SceneReply, from scene: LessonScene, _ command: EnteredCommand, _ action: SceneAction
    ) -> CommandOutcome {
        switch reply {
        case .delivered(let lines):
            for line in lines { view?.render(MessageRenderable(.plain, line)) }
            reportAction(reply)
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: style.width, ascii: style.ascii)))
            return .ran
        case .refused(let reason):
            reportAction(reply)
            var text = reason
            if let target = action.target(in: scene) {
                text += Phrases.offered(target.offered, target.noun == "rule" ? "rules to break" : target.noun + "s")
                if !target.offered.contains(target.named) { text = Phrases.refused(command.spec, text) }
            }
            view?.render(MessageRenderable(.error, text))
            return .refused
        }
    }
}
