/// Builds the interaction for `progress` and `reset`.
struct ProgressInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> ProgressInteracting {
        ProgressInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation, goals: configuration.goalCheck)
    }
}
