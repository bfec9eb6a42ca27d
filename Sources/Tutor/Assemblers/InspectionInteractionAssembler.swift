/// Builds the interaction for `inspect`.
package struct InspectionInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> InspectionInteracting {
        InspectionInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
