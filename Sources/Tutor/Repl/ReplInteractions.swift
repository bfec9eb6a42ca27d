import Progress
/// The interactions the REPL screen owns, one per concern, each seen through its protocol.
package struct ReplInteractions {
    let help: HelpInteracting
    let catalog: CatalogInteracting
    let step: StepInteracting
    let goals: GoalInteracting
    let quiz: QuizInteracting
    let progress: ProgressInteracting
    let scene: SceneInteracting
    let graph: GraphInteracting
    let inspection: InspectionInteracting
    let census: CensusInteracting
    let route: RouteInteracting
    let load: LoadInteracting
    let exercise: ExerciseInteracting
    let watch: WatchInteracting
    let cache: CacheInteracting

    init(
        help: HelpInteracting, catalog: CatalogInteracting, step: StepInteracting, goals: GoalInteracting,
        quiz: QuizInteracting, progress: ProgressInteracting, scene: SceneInteracting, graph: GraphInteracting,
        inspection: InspectionInteracting, census: CensusInteracting, route: RouteInteracting,
        load: LoadInteracting = LoadInteraction(loader: nil),
        exercise: ExerciseInteracting? = nil, watch: WatchInteracting? = nil, cache: CacheInteracting? = nil
    ) {
        self.cache = cache ?? CacheInteraction(cache: nil)
        self.watch = watch ?? WatchInteraction(loader: nil)
        self.exercise = exercise ?? ExerciseInteraction(checker: nil, workspace: nil, progress: ProgressStore(file: nil))
        self.load = load
        self.help = help
        self.catalog = catalog
        self.step = step
        self.goals = goals
        self.quiz = quiz
        self.progress = progress
        self.scene = scene
        self.graph = graph
        self.inspection = inspection
        self.census = census
        self.route = route
    }

    /// Gives every interaction what it uses but does not own: the view it renders on, the
    /// navigation it asks about lessons, the screen that can ask a question, and the REPL's own
    /// root for `graph --self`. In one place, so a test can check that none was forgotten.
    func use(view: TerminalView, navigation: LessonNavigating, confirming: Confirming, selfRoot: AnyObject) {
        help.use(view)
        catalog.use(view)
        catalog.use(navigation)
        step.use(view)
        step.use(navigation)
        step.use(exercise as CompileErrorPointing)
        goals.use(view)
        goals.use(navigation)
        quiz.use(view)
        quiz.use(navigation)
        progress.use(view)
        progress.use(navigation)
        progress.use(confirming: confirming)
        scene.use(view)
        scene.use(navigation)
        graph.use(view)
        graph.use(navigation)
        graph.useSelfRoot(selfRoot)
        inspection.use(view)
        inspection.use(navigation)
        census.use(view)
        census.use(navigation)
        route.use(view)
        load.use(view)
        load.use(navigation)
        exercise.use(view)
        exercise.use(navigation)
        exercise.use(confirming: confirming)
        watch.use(view)
        watch.use(navigation)
        watch.use(exercise)
        cache.use(view)
    }
}
