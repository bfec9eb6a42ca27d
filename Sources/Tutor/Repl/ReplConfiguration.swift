package import CommandLanguage
package import LessonFormat
package import LessonKit
package import Progress

/// Everything the REPL is assembled from, decided once at start.
package struct ReplConfiguration {
    package let table: CommandTable
    package let catalog: LessonCatalog
    package let scenes: SceneCatalog
    package let progress: ProgressStore
    package let sink: OutputSink
    package let style: TerminalStyle
    /// Names, census and routes for the whole session, shared by the interactions that act on
    /// scenes and the one that inspects them.
    package let inspector: InspectorSession
    /// Builds scenes from the user's Swift files for `load`; `nil` where the program cannot.
    package let loader: SceneLoading?
    /// Builds an exercise's check scene with the learner's files for `check`; `nil` where the
    /// program cannot.
    package let exerciseChecker: ExerciseChecking?
    /// Where the learner's exercise files live; `nil` when there is no place for them.
    package let workspace: ExerciseWorkspace?
    /// Writes `graph --output` files, drawn by Graphviz; `nil` where the program cannot.
    package let pictures: PictureDrawing?
    /// Says how much the builds of `load` and `check` take, for `cache`; `nil` where the program builds none.
    package let buildCache: BuildCacheReporting?
    /// Whether watch mode is on at start (`--watch`, or a loaded podbay's parent watching).
    package let watching: Bool
    /// The step titles of lesson texts shipped before: older progress records are carried by title.
    package let formerSteps: FormerStepTitles

    package init(
        table: CommandTable, catalog: LessonCatalog, scenes: SceneCatalog, progress: ProgressStore, sink: OutputSink,
        style: TerminalStyle, inspector: InspectorSession = InspectorSession(), loader: SceneLoading? = nil,
        exerciseChecker: ExerciseChecking? = nil, workspace: ExerciseWorkspace? = nil, pictures: PictureDrawing? = nil,
        buildCache: BuildCacheReporting? = nil, watching: Bool = false, formerSteps: FormerStepTitles = FormerStepTitles()
    ) {
        self.buildCache = buildCache
        self.formerSteps = formerSteps
        self.watching = watching
        self.pictures = pictures
        self.loader = loader
        self.exerciseChecker = exerciseChecker
        self.workspace = workspace
        self.table = table
        self.catalog = catalog
        self.scenes = scenes
        self.progress = progress
        self.sink = sink
        self.style = style
        self.inspector = inspector
    }

    /// How steps are shown, with graph symbols matching the terminal style.
    package var stepPresentation: StepPresentation {
        StepPresentation(symbols: style.graphSymbols)
    }

    /// Whether goals hold, against this session's inspector.
    package var goalCheck: GoalCheck {
        GoalCheck(inspector: inspector)
    }
}
