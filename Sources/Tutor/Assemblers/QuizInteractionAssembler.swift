/// Builds the interaction for `quiz` and `answer`.
struct QuizInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> QuizInteracting {
        QuizInteraction(progress: configuration.progress, catalog: configuration.catalog)
    }
}
