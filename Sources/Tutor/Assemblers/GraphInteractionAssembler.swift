/// Builds the interaction for `graph`.
struct GraphInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> GraphInteracting {
        GraphInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
