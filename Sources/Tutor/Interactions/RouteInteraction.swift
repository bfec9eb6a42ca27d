package import Inspector

/// `route` and `trace on|off`: the hops of the last action, in delivery order.
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

    package func didAskForRoute() -> CommandOutcome {
        let lines = RouteText(symbols: symbols).lines(for: session.route.steps)
        if lines.isEmpty {
            view?.render(NoticeRenderable.noRouteYet)
        } else {
            view?.render(LinesRenderable(lines))
        }
        return .ran
    }

    package func didSwitchTrace(on: Bool) -> CommandOutcome {
        session.traceOn = on
        view?.render(NoticeRenderable.trace(on: on))
        return .ran
    }
}
