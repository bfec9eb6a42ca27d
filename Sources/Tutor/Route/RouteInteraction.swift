package import CommandLanguage
package import Inspector

/// What the REPL screen sees of the interaction for `route` and `trace`.
protocol RouteInteracting: AnyObject {
    func use(_ view: any LinesRendering & NoticeRendering)
    func didAskForRoute(_ format: RouteFormat) -> CommandOutcome
    func didSwitchTrace(on: Bool) -> CommandOutcome
}

/// `route` and `trace on|off`: the hops of the last action, in delivery order, as numbered lines
/// or a sequence diagram (`--format mermaid|plantuml`).
package final class RouteInteraction: RouteInteracting {
    private let session: InspectorSession
    private let symbols: GraphSymbols
    private weak var view: (any LinesRendering & NoticeRendering)?

    package init(session: InspectorSession, symbols: GraphSymbols) {
        self.session = session
        self.symbols = symbols
    }

    package func use(_ view: any LinesRendering & NoticeRendering) {
        self.view = view
    }

    package func didAskForRoute(_ format: RouteFormat) -> CommandOutcome {
        let steps = session.route.steps
        if steps.isEmpty {
            // An action that was recorded but reported no hop (a scene's own control, such as a
            // window's close button) is said as such, not as no action at all.
            view?.render(session.recordedActions == 0 ? NoticeRenderable.noRouteYet : NoticeRenderable.silentAction)
            return .ran
        }
        switch format {
        case .text: view?.render(LinesRenderable(RouteText(symbols: symbols).lines(for: steps)))
        // Source for another program: printed exactly, never wrapped.
        case .mermaid: view?.render(LinesRenderable(RouteMermaidText().lines(for: steps), kind: .exact))
        case .plantuml: view?.render(LinesRenderable(RoutePlantUMLText().lines(for: steps), kind: .exact))
        }
        return .ran
    }

    package func didSwitchTrace(on: Bool) -> CommandOutcome {
        session.traceOn = on
        view?.render(NoticeRenderable.trace(on: on))
        return .ran
    }
}

/// Builds the interaction for `route` and `trace`.
struct RouteInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> RouteInteracting {
        RouteInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
