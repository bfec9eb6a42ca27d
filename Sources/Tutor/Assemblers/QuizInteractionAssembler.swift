/// Builds the interaction for `quiz` and `answer`.
public struct QuizInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> QuizInteracting {
        QuizInteraction(progress: configuration.progress)
    }
}
