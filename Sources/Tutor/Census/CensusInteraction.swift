package import CommandLanguage
package import Inspector

/// What the REPL screen sees of the interaction for `alive`, `cycles` and `why`.
protocol CensusInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ExplanationRendering & NoticeRendering & RefusalRendering)
    func didAskForCensus() -> CommandOutcome
    func didAskForCycles(everyReference: Bool) -> CommandOutcome
    func didAskWhy(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}

/// `alive`, `cycles` and `why <object>`: what is alive, what holds itself alive, and what keeps
/// one object alive. Each walks from the lesson's census roots and every live object it knows,
/// so leaked islands are seen too.
package final class CensusInteraction: CensusInteracting {
    private let session: InspectorSession
    private let symbols: GraphSymbols
    private weak var navigation: LessonNavigating?
    private weak var view: (any ExplanationRendering & NoticeRendering & RefusalRendering)?

    package init(session: InspectorSession, symbols: GraphSymbols) {
        self.session = session
        self.symbols = symbols
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any ExplanationRendering & NoticeRendering & RefusalRendering) {
        self.view = view
    }

    package func didAskForCensus() -> CommandOutcome {
        guard let (_, graph) = openGraph() else { return .refused }
        let unreachable = KeepAliveChains.unreachable(in: graph).map { graph.nodes[$0].entry.name }
        view?.render(ExplanationRenderable(
            CensusText().lines(registry: session.registry, lastChange: session.lastChange, unreachable: unreachable)))
        let earlier = session.earlierAlive(naming: 10)
        if earlier.count > 0 { view?.render(NoticeRenderable.earlierLeaked(count: earlier.count, firstNames: earlier.names)) }
        return .ran
    }

    package func didAskForCycles(everyReference: Bool) -> CommandOutcome {
        guard let (_, graph) = openGraph() else { return .refused }
        view?.render(ExplanationRenderable(CycleText(symbols: symbols, listsEveryReference: everyReference).lines(for: graph)))
        return .ran
    }

    package func didAskWhy(_ name: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let (open, graph) = openGraph() else { return .refused }
        guard let target = graph.index(named: name) else {
            // An object an earlier lesson leaked, named by that lesson (`interaction:Type#n`): no
            // root of this lesson reaches it (this lesson's walk would have named it), so its own
            // graph says why.
            let earlier = session.earlierGraph()
            if let leaked = earlier.index(named: name) {
                let named = earlier.nodes[leaked].entry.name
                let said = InspectorSession.leakedBy(named)
                view?.render(ExplanationRenderable(
                    ["\(named) is \(said):"]
                        + KeepAliveText(symbols: symbols).lines(
                            for: earlier, target: leaked, retainCount: _getRetainCount(earlier.nodes[leaked].object))))
                return .ran
            }
            view?.render(session.unknownObject(name, spec))
            return .refused
        }
        view?.render(ExplanationRenderable(KeepAliveText(symbols: symbols).lines(
            for: graph, target: target, retainCount: _getRetainCount(graph.nodes[target].object))))
        open.recordLooked(at: graph.nodes[target].entry.typeName, by: "why")
        return .ran
    }

    /// The open lesson and its whole graph, or nil after saying why there is none.
    private func openGraph() -> (OpenLesson, ObjectGraph)? {
        guard let open = navigation?.current else {
            view?.render(RefusalRenderable.noLesson(orOwnObjects: true))
            return nil
        }
        switch session.walked(open.censusRoots, includeLive: true) {
        case .success(let graph): return (open, graph)
        case .failure(let refusal):
            view?.render(refusal)
            return nil
        }
    }
}

/// Builds the interaction for `alive`, `cycles` and `why`.
struct CensusInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> CensusInteracting {
        CensusInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
