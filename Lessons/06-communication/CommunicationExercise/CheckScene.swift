// Lesson 6's exercise: the scene `check` builds with your MissionJoint. Shipped with the lesson;
// your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

// MARK: - The child module: HAL, asked questions through its Joint

enum HalMessages: ModuleMessages {
    enum CoreEvent: Equatable { case decided(String) }
    enum PresenterUpdate: Equatable { case thinking }
    enum ViewIntent: Equatable {}
    enum JointInput: Equatable { case question(String) }
    enum JointOutput: Equatable { case answered(String) }
}

final class HalState {
    var questions = 0
}

/// Decides HAL's answer to a question handed in through the Joint.
final class HalCore: ModuleCore {
    typealias Messages = HalMessages
    private weak var pipeline: Pipeline<HalMessages>?
    private let state: HalState

    init(pipeline: Pipeline<HalMessages>, state: HalState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleJoint(input: HalMessages.JointInput) {
        guard case .question = input else { return }
        state.questions += 1
        pipeline?.notify(event: .decided("I'm sorry, Dave. I'm afraid I can't do that."))
    }
}

final class HalPresenter: ModulePresenter {
    typealias Messages = HalMessages
}

final class HalView: ModuleView, TextScreen {
    typealias Messages = HalMessages
    let pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>
    let title = "HAL 9000"
    weak var navigation: NavigationControlling?

    init(pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>) {
        self.pipeline = pipeline
    }

    var views: [TextDrawing] { [] }
    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
    func handlePresenter(update: HalMessages.PresenterUpdate) {}
}

/// HAL's Joint: takes questions in, sends the Core's decision out to the parent.
final class HalJoint: ModuleJoint {
    typealias Messages = HalMessages
    private(set) weak var pipeline: Pipeline<HalMessages>?
    let outlet = JointOutlet<HalMessages.JointOutput>()

    init(pipeline: Pipeline<HalMessages>) {
        self.pipeline = pipeline
    }

    func handleCore(event: HalMessages.CoreEvent) {
        guard case .decided(let answer) = event else { return }
        notifyOut(output: .answered(answer))
    }
}

// MARK: - The parent module: Mission Control, which asks HAL

enum MissionMessages: ModuleMessages {
    enum CoreEvent: Equatable {}
    enum PresenterUpdate: Equatable { case answer(String) }
    enum ViewIntent: Equatable { case askTap }
    enum JointInput: Equatable { case halAnswered(String) }
    enum JointOutput: Equatable {}
}

final class MissionState {}

final class MissionCore: ModuleCore {
    typealias Messages = MissionMessages
}

final class MissionPresenter: ModulePresenter {
    typealias Messages = MissionMessages
    private weak var pipeline: Pipeline<MissionMessages>?

    init(pipeline: Pipeline<MissionMessages>) {
        self.pipeline = pipeline
    }

    func handleJoint(input: MissionMessages.JointInput) {
        guard case .halAnswered(let text) = input else { return }
        pipeline?.notify(update: .answer("HAL: " + text))
    }
}

final class MissionView: ModuleView, TextScreen {
    typealias Messages = MissionMessages
    let pipeline: any PipelineViewNotifying<MissionMessages.ViewIntent>
    let title = "Mission Control"
    weak var navigation: NavigationControlling?
    private let answerLabel = LabelView()
    private let askButton = ButtonView(control: "ask")

    init(pipeline: any PipelineViewNotifying<MissionMessages.ViewIntent>) {
        self.pipeline = pipeline
        answerLabel.render(LabelRenderable(text: "HAL has not been asked yet."))
        askButton.render(ButtonRenderable(title: "Ask HAL to open the pod bay doors"))
    }

    var views: [TextDrawing] { [answerLabel, askButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "ask") else { return unknown(event) }
        pipeline.notify(intent: .askTap)
        return .delivered
    }

    func handlePresenter(update: MissionMessages.PresenterUpdate) {
        guard case .answer(let text) = update else { return }
        answerLabel.render(LabelRenderable(text: text))
    }
}

/// Mission Control with HAL as its child module: the child is built first and its Joint handed to
/// your MissionJoint. `tap ask` is the parent View's intent.
final class CommunicationExerciseScene: LessonScene {
    private let window = TextWindow()
    /// The child's screen, which holds the child's Pipeline (and so its parts) while the parent lives.
    private let halScreen: HalView

    init() {
        let hal = assembleModule(
            pipeline: Pipeline<HalMessages>(), state: HalState(),
            core: { pipeline, state in HalCore(pipeline: pipeline, state: state) },
            presenter: { _, _ in HalPresenter() },
            view: { pipeline in HalView(pipeline: pipeline) },
            joint: { pipeline, _, _ in HalJoint(pipeline: pipeline) })
        halScreen = hal.view
        let mission = assembleModule(
            pipeline: Pipeline<MissionMessages>(), state: MissionState(),
            core: { _, _ in MissionCore() },
            presenter: { pipeline, _ in MissionPresenter(pipeline: pipeline) },
            view: { pipeline in MissionView(pipeline: pipeline) },
            joint: { pipeline, _, _ in MissionJoint(pipeline: pipeline, hal: hal.joint) })
        window.root = TextNavigationController(root: mission.view)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "hal screen", object: halScreen)] }
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
