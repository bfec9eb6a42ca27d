/// Builds the interaction for `quiz` and `answer`.
package struct QuizInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> QuizInteracting {
        QuizInteraction(progress: configuration.progress)
    }
}
