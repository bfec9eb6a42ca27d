// Lesson 5's exercise: the scene `check` builds with your LaunchCore. Shipped with the lesson;
// your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

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

/// A window showing the Launch module built with your Core; `tap launch` is the View's intent.
final class RoutingExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let module = assembleModule(
            pipeline: Pipeline<LaunchMessages>(), state: LaunchState(),
            core: { pipeline, state in LaunchCore(pipeline: pipeline, state: state) },
            presenter: { pipeline, state in LaunchPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LaunchView(pipeline: pipeline) },
            joint: { pipeline, _, _ in LaunchJoint(pipeline: pipeline) })
        window.root = TextNavigationController(root: module.view)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.root?.visible?.controls ?? [] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        guard let screen = window.root?.visible else { return .refused("the window is empty") }
        switch UserEvents.deliver(.tap(control: control), to: screen) {
        case .delivered: return .delivered([])
        case .refused(let reason): return .refused(reason)
        }
    }
}
