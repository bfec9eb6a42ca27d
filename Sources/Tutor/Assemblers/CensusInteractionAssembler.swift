/// Builds the interaction for `alive`, `cycles` and `why`.
package struct CensusInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> CensusInteracting {
        CensusInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
