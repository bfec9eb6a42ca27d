/// Builds the interaction for the ownership inspector.
public struct InspectorInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> InspectorInteracting {
        InspectorInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
