/// Builds the interaction for steps and hints.
package struct StepInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> StepInteracting {
        StepInteraction(
            progress: configuration.progress, presentation: configuration.stepPresentation,
            goals: configuration.goalCheck)
    }
}
