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

    package init(
        table: CommandTable, catalog: LessonCatalog, scenes: SceneCatalog, progress: ProgressStore, sink: OutputSink,
        style: TerminalStyle, inspector: InspectorSession = InspectorSession()
    ) {
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
