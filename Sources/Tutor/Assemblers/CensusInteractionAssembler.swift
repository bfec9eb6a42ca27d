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
