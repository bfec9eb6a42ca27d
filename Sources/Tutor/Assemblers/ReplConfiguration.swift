import LessonKit

/// Everything the REPL is assembled from, decided once at start.
public struct ReplConfiguration {
    public let table: CommandTable
    public let catalog: LessonCatalog
    public let scenes: SceneCatalog
    public let progress: ProgressStore
    public let sink: OutputSink
    public let style: TerminalStyle
    /// Names, census and routes for the whole session, shared by the interactions that act on
    /// scenes and the one that inspects them.
    public let inspector: InspectorSession
    /// Builds scenes from the user's Swift files for `load`; `nil` where the program cannot.
    public let loader: SceneLoading?

    public init(
        table: CommandTable, catalog: LessonCatalog, scenes: SceneCatalog, progress: ProgressStore, sink: OutputSink,
        style: TerminalStyle, inspector: InspectorSession = InspectorSession(), loader: SceneLoading? = nil
    ) {
        self.loader = loader
        self.table = table
        self.catalog = catalog
        self.scenes = scenes
        self.progress = progress
        self.sink = sink
        self.style = style
        self.inspector = inspector
    }

    /// How steps are shown, with graph symbols matching the terminal style.
    public var stepPresentation: StepPresentation {
        StepPresentation(inspector: inspector, symbols: style.graphSymbols)
    }
}
