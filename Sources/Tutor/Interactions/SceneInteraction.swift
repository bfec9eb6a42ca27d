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
        let arguments = command.arguments
        switch command.name {
        case "tap":
            return deliver(act(scene) { scene.tap(arguments[0]) }, from: scene, command, names: scene.controls, kind: "controls")
        case "type":
            return deliver(act(scene) { scene.type(arguments[1], into: arguments[0]) }, from: scene, command, names: scene.fields, kind: "fields")
        case "break":
            return deliver(act(scene) { scene.breakRule(arguments[0]) }, from: scene, command, names: scene.breakableRules, kind: "rules to break")
        case "fix":
            return deliver(act(scene) { scene.fix() }, from: scene, command, names: nil, kind: "")
        default:
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: style.width, ascii: style.ascii)))
            return .ran
        }
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
            let lines = RouteRenderer(symbols: style.graphSymbols).lines(for: inspector.route.steps)
            if !lines.isEmpty { view?.render(MessageRenderable(.verbatim, lines.joined(separator: "\n"))) }
        }
    }

    /// Shows what the scene answered. A refusal that lists `names` (the scene's controls, fields or
    /// rules) says them; when the command named none of them, it is a wrong argument and says the usage.
    private func deliver(
        _ reply: SceneReply, from scene: LessonScene, _ command: EnteredCommand, names: [String]?, kind: String
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
            if let names {
                text += Phrases.offered(names, kind)
                if let named = command.arguments.first, !names.contains(named) { text = Phrases.refused(command.spec, text) }
            }
            view?.render(MessageRenderable(.error, text))
            return .refused
        }
    }
}
