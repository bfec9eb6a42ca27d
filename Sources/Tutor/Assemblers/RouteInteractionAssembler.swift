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
