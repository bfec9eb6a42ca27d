/// Builds the interaction for `inspect`.
struct InspectionInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> InspectionInteracting {
        InspectionInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
