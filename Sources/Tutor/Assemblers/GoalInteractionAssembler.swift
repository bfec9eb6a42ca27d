/// Builds the goal watch.
package struct GoalInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> GoalInteracting {
        GoalInteraction(
            progress: configuration.progress, presentation: configuration.stepPresentation,
            goals: configuration.goalCheck)
    }
}
