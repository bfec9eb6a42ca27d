/// Builds the interaction for `help`.
public struct HelpInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> HelpInteracting {
        HelpInteraction(table: configuration.table)
    }
}
