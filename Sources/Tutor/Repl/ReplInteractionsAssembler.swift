/// Builds the set of interactions the REPL screen owns.
struct ReplInteractionsAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> ReplInteractions {
        ReplInteractions(
            help: HelpInteractionAssembler(configuration: configuration).assemble(),
            catalog: CatalogInteractionAssembler(configuration: configuration).assemble(),
            step: StepInteractionAssembler(configuration: configuration).assemble(),
            goals: GoalInteractionAssembler(configuration: configuration).assemble(),
            quiz: QuizInteractionAssembler(configuration: configuration).assemble(),
            progress: ProgressInteractionAssembler(configuration: configuration).assemble(),
            scene: SceneInteractionAssembler(configuration: configuration).assemble(),
            graph: GraphInteractionAssembler(configuration: configuration).assemble(),
            inspection: InspectionInteractionAssembler(configuration: configuration).assemble(),
            census: CensusInteractionAssembler(configuration: configuration).assemble(),
            route: RouteInteractionAssembler(configuration: configuration).assemble(),
            load: LoadInteractionAssembler(configuration: configuration).assemble(),
            exercise: ExerciseInteraction(
                checker: configuration.exerciseChecker, workspace: configuration.workspace, progress: configuration.progress),
            watch: WatchInteractionAssembler(configuration: configuration).assemble(),
            cache: CacheInteraction(cache: configuration.buildCache))
    }
}
