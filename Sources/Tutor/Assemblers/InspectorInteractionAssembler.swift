/// Builds the interaction for the ownership inspector.
package struct InspectorInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> InspectorInteracting {
        InspectorInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
