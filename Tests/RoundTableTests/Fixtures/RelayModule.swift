import RoundTable

/// A small module whose components record what they receive and answer in the ways the tests
/// need: the Core sends an event while handling an intent, the Presenter updates the View.
enum RelayMessages: ModuleMessages {
    enum CoreEvent: Equatable { case started, finished(count: Int) }
    enum PresenterUpdate: Equatable { case show(text: String) }
    enum ViewIntent: Equatable { case tap, ping }
    enum JointInput: Equatable { case value(String) }
    enum JointOutput: Equatable { case done(String) }
}

final class RelayState {
    var received: [String] = []
    var count = 0
}

final class RelayCore: ModuleCore {
    typealias Messages = RelayMessages
    weak var pipeline: (any CorePipelineNotifying<RelayMessages>)?
    let state: RelayState

    init(pipeline: any CorePipelineNotifying<RelayMessages>, state: RelayState) {
        self.pipeline = pipeline
        self.state = state
    }

    func run() { state.received.append("core.run") }

    func handleView(intent: RelayMessages.ViewIntent) {
        state.received.append("core.intent \(intent)")
        if intent == .tap {
            state.count += 1
            pipeline?.notify(event: .started)
        }
    }

    func handleJoint(input: RelayMessages.JointInput) { state.received.append("core.input \(input)") }
}

final class RelayPresenter: ModulePresenter {
    typealias Messages = RelayMessages
    weak var pipeline: (any PresenterPipelineNotifying<RelayMessages>)?
    let state: RelayState

    init(pipeline: any PresenterPipelineNotifying<RelayMessages>, state: RelayState) {
        self.pipeline = pipeline
        self.state = state
    }

    func update(firstAppear: Bool) {
        state.received.append("presenter.update \(firstAppear)")
        pipeline?.notify(update: .show(text: "count \(state.count)"))
    }

    func handleView(intent: RelayMessages.ViewIntent) { state.received.append("presenter.intent \(intent)") }

    func handleCore(event: RelayMessages.CoreEvent) {
        state.received.append("presenter.event \(event)")
        pipeline?.notify(update: .show(text: "count \(state.count)"))
    }

    func handleJoint(input: RelayMessages.JointInput) { state.received.append("presenter.input \(input)") }
}

final class RelayView: ModuleView {
    typealias Messages = RelayMessages
    let pipeline: any PipelineViewNotifying<RelayMessages.ViewIntent>
    private(set) var shown: [String] = []

    init(pipeline: any PipelineViewNotifying<RelayMessages.ViewIntent>) {
        self.pipeline = pipeline
    }

    func handlePresenter(update: RelayMessages.PresenterUpdate) {
        if case .show(let text) = update { shown.append(text) }
    }
}

final class RelayJoint: ModuleJoint {
    typealias Messages = RelayMessages
    weak var pipeline: (any JointPipelineNotifying<RelayMessages>)?
    let outlet = JointOutlet<RelayMessages.JointOutput>()
    let state: RelayState
    weak var view: RelayView?

    init(pipeline: any JointPipelineNotifying<RelayMessages>, state: RelayState, view: RelayView) {
        self.pipeline = pipeline
        self.state = state
        self.view = view
    }

    func handleView(intent: RelayMessages.ViewIntent) {
        state.received.append("joint.intent \(intent)")
        if intent == .ping { notifyOut(output: .done("pong")) }
    }

    func handleCore(event: RelayMessages.CoreEvent) { state.received.append("joint.event \(event)") }
}

/// The module's assembly, as an app would write it.
func RelayModuleAssembly(state: RelayState = RelayState()) -> Module<RelayView, RelayJoint> {
    assembleModule(
        pipeline: Pipeline<RelayMessages>(), state: state,
        core: { RelayCore(pipeline: $0, state: $1) },
        presenter: { RelayPresenter(pipeline: $0, state: $1) },
        view: { RelayView(pipeline: $0) },
        joint: { RelayJoint(pipeline: $0, state: $1, view: $2) })
}

/// A Core that breaks the rule on purpose: it casts its face back to the Presenter's and sends
/// the View an update itself, the one way left to do it.
final class CastingRelayCore: ModuleCore {
    typealias Messages = RelayMessages
    weak var pipeline: (any CorePipelineNotifying<RelayMessages>)?

    init(pipeline: any CorePipelineNotifying<RelayMessages>) {
        self.pipeline = pipeline
    }

    func handleView(intent: RelayMessages.ViewIntent) {
        (pipeline as? any PresenterPipelineNotifying<RelayMessages>)?.notify(update: .show(text: "from the core"))
    }
}

/// The Relay module with the Core that sends updates.
func CastingRelayModuleAssembly(state: RelayState = RelayState()) -> Module<RelayView, RelayJoint> {
    assembleModule(
        pipeline: Pipeline<RelayMessages>(), state: state,
        core: { pipeline, _ in CastingRelayCore(pipeline: pipeline) },
        presenter: { RelayPresenter(pipeline: $0, state: $1) },
        view: { RelayView(pipeline: $0) },
        joint: { RelayJoint(pipeline: $0, state: $1, view: $2) })
}
