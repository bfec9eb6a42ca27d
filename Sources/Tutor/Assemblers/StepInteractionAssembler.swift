/// Builds the interaction for steps and hints.
struct StepInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> StepInteracting {
        StepInteraction(
            progress: configuration.progress, presentation: configuration.stepPresentation,
            goals: configuration.goalCheck, catalog: configuration.catalog)
    }
}
