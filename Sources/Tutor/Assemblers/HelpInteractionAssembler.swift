/// Builds the interaction for `help`.
package struct HelpInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> HelpInteracting {
        HelpInteraction(table: configuration.table)
    }
}
