/// The interactions the REPL screen owns, one per group of commands, each seen through its protocol.
package struct ReplInteractions {
    package let help: HelpInteracting
    package let catalog: CatalogInteracting
    package let step: StepInteracting
    package let quiz: QuizInteracting
    package let progress: ProgressInteracting
    package let scene: SceneInteracting
    package let inspector: InspectorInteracting

    package init(
        help: HelpInteracting, catalog: CatalogInteracting, step: StepInteracting, quiz: QuizInteracting,
        progress: ProgressInteracting, scene: SceneInteracting, inspector: InspectorInteracting
    ) {
        self.help = help
        self.catalog = catalog
        self.step = step
        self.quiz = quiz
        self.progress = progress
        self.scene = scene
        self.inspector = inspector
    }

    /// The interaction told about command `name`.
    func handler(for name: String) -> CommandInteracting? {
        switch name {
        case "help": help
        case "lessons", "open": catalog
        case "next", "prev", "step", "hint": step
        case "quiz", "answer": quiz
        case "progress", "reset": progress
        case "screen", "tap", "type", "break", "fix": scene
        case "graph", "inspect", "alive", "cycles", "why", "route", "trace": inspector
        default: nil
        }
    }
}
