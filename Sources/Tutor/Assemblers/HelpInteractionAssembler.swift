/// Builds the interaction for `help`.
struct HelpInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> HelpInteracting {
        HelpInteraction(table: configuration.table)
    }
}
