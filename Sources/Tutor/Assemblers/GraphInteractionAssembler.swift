/// Builds the interaction for `graph`.
package struct GraphInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> GraphInteracting {
        GraphInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
