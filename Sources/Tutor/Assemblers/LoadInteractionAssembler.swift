/// Builds the interaction for `load` and `reload`.
public struct LoadInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> LoadInteracting {
        LoadInteraction(loader: configuration.loader)
    }
}
