/// Builds the interaction that answers for commands not built yet.
public struct UnavailableInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> UnavailableInteracting {
        UnavailableInteraction()
    }
}
