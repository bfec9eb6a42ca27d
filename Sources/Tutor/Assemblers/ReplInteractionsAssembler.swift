/// Builds the set of interactions the REPL screen owns.
public struct ReplInteractionsAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> ReplInteractions {
        ReplInteractions(
            help: HelpInteractionAssembler(configuration: configuration).assemble(),
            catalog: CatalogInteractionAssembler(configuration: configuration).assemble(),
            step: StepInteractionAssembler(configuration: configuration).assemble(),
            quiz: QuizInteractionAssembler(configuration: configuration).assemble(),
            progress: ProgressInteractionAssembler(configuration: configuration).assemble(),
            scene: SceneInteractionAssembler(configuration: configuration).assemble(),
            inspector: InspectorInteractionAssembler(configuration: configuration).assemble(),
            load: LoadInteractionAssembler(configuration: configuration).assemble())
    }
}
