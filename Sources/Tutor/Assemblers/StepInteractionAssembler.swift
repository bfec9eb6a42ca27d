/// Builds the interaction for steps, hints and goals.
public struct StepInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> StepInteracting {
        StepInteraction(
            progress: configuration.progress, inspector: configuration.inspector,
            presentation: configuration.stepPresentation)
    }
}
