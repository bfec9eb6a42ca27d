/// Builds the interaction for `progress` and `reset`.
public struct ProgressInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> ProgressInteracting {
        ProgressInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation)
    }
}
