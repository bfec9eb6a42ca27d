/// Builds the interaction for `inspect`.
struct InspectionInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> InspectionInteracting {
        let style = configuration.style
        return InspectionInteraction(session: configuration.inspector, symbols: style.graphSymbols, width: { style.width })
    }
}
