/// Builds the interaction for `progress` and `reset`.
package struct ProgressInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> ProgressInteracting {
        ProgressInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation, goals: configuration.goalCheck)
    }
}
