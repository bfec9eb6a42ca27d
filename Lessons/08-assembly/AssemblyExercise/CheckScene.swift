// Lesson 8's exercise: the scene `check` builds with your LaunchModuleAssembly. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// The app's Trunk: what every module shares, built once by the app and handed to each assembly.
final class LaunchTrunk {
    let clock = MissionClock()
}

/// The mission's clock: one for the whole app, in the Trunk.
final class MissionClock {
    private(set) var ticks = 0

    func tick() -> Int {
        ticks += 1
        return ticks
    }
}

/// Counts launches against the mission clock it is given.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: Pipeline<LaunchMessages>?
    private let state: LaunchState
    private let clock: MissionClock

    init(pipeline: Pipeline<LaunchMessages>, state: LaunchState, clock: MissionClock) {
        self.pipeline = pipeline
        self.state = state
        self.clock = clock
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        state.launches = clock.tick()
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}

/// The Launch module's messages.
enum LaunchMessages: ModuleMessages {
    enum CoreEvent: Equatable { case countdownStarted, launched }
    enum PresenterUpdate: Equatable { case status(String) }
    enum ViewIntent: Equatable { case launchTap }
    enum JointInput: Equatable {}
    enum JointOutput: Equatable {}
}

/// What the Core keeps and the Presenter reads.
final class LaunchState {
    var launches = 0
}

/// Turns the Core's events into what the View shows.
final class LaunchPresenter: ModulePresenter {
    typealias Messages = LaunchMessages
    private weak var pipeline: Pipeline<LaunchMessages>?
    private let state: LaunchState

    init(pipeline: Pipeline<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func update(firstAppear: Bool) {
        pipeline?.notify(update: .status("Discovery One is on the pad."))
    }

    func handleCore(event: LaunchMessages.CoreEvent) {
        switch event {
        case .countdownStarted: pipeline?.notify(update: .status("T minus 10…"))
        case .launched: pipeline?.notify(update: .status("Lift-off: launch \(state.launches)."))
        }
    }
}

final class LaunchJoint: ModuleJoint {
    typealias Messages = LaunchMessages
    private(set) weak var pipeline: Pipeline<LaunchMessages>?
    let outlet = JointOutlet<LaunchMessages.JointOutput>()

    init(pipeline: Pipeline<LaunchMessages>) {
        self.pipeline = pipeline
    }
}

final class LaunchView: ModuleView, TextScreen {
    typealias Messages = LaunchMessages
    let pipeline: any PipelineViewNotifying<LaunchMessages.ViewIntent>
    let title = "Launch"
    weak var navigation: NavigationControlling?
    private let statusLabel = LabelView()
    private let launchButton = ButtonView(control: "launch")

    init(pipeline: any PipelineViewNotifying<LaunchMessages.ViewIntent>) {
        self.pipeline = pipeline
        launchButton.render(ButtonRenderable(title: "Launch"))
    }

    var views: [TextDrawing] { [statusLabel, launchButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "launch") else { return unknown(event) }
        pipeline.notify(intent: .launchTap)
        return .delivered
    }

    func handlePresenter(update: LaunchMessages.PresenterUpdate) {
        guard case .status(let text) = update else { return }
        statusLabel.render(LabelRenderable(text: text))
    }
}

/// Two tabs, each a Launch module built by your assembly with the one Trunk of the app.
/// `tap build` builds both; the route of the tap is the assembly.
final class AssemblyExerciseScene: LessonScene {
    private let trunk = LaunchTrunk()
    private var tabs: [TextNavigationController] = []

    var roots: [SceneRoot] { [SceneRoot(label: "trunk", object: trunk)] + (box.map { [SceneRoot(label: "tabs", object: $0)] } ?? []) }
    var controls: [String] { ["build"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        tabs.isEmpty ? ["Tap build to assemble two Launch modules with one Trunk."]
            : tabs.flatMap { $0.draw(width: width, style: ascii ? .ascii : .unicode) }
    }

    func tap(_ control: String) -> SceneReply {
        guard control == "build" else { return .refused("no control '\(control)' here; tap build") }
        tabs = (0..<2).map { _ in TextNavigationController(root: LaunchModuleAssembly(trunk: trunk).view) }
        box = TabsBox(tabs: tabs)
        return .delivered([])
    }

    /// Holds the tabs, so the graph starts from one root for them.
    private var box: TabsBox?
}

/// The tab bar: holds one navigation controller per tab.
final class TabsBox {
    let tabs: [TextNavigationController]

    init(tabs: [TextNavigationController]) {
        self.tabs = tabs
    }
}
