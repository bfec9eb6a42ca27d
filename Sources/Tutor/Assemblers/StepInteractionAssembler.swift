/// Builds the interaction for steps, hints and goals.
package struct StepInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> StepInteracting {
        StepInteraction(
            progress: configuration.progress, inspector: configuration.inspector,
            presentation: configuration.stepPresentation)
    }
}
