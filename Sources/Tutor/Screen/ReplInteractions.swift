/// The interactions the REPL screen owns, one per group of commands, each seen through its protocol.
public struct ReplInteractions {
    public let help: HelpInteracting
    public let catalog: CatalogInteracting
    public let step: StepInteracting
    public let quiz: QuizInteracting
    public let progress: ProgressInteracting
    public let scene: SceneInteracting
    public let inspector: InspectorInteracting
    public let load: LoadInteracting

    public init(
        help: HelpInteracting, catalog: CatalogInteracting, step: StepInteracting, quiz: QuizInteracting,
        progress: ProgressInteracting, scene: SceneInteracting, inspector: InspectorInteracting,
        load: LoadInteracting = LoadInteraction(loader: nil)
    ) {
        self.load = load
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
        case "load", "reload": load
        default: nil
        }
    }
}
