public import RoundTable

/// Keeps the selected tab in the State, first, so the Presenter and the Joint read it changed.
public final class HomeCore: ModuleCore {
    public typealias Messages = HomeMessages
    private weak var pipeline: (any CorePipelineNotifying<HomeMessages>)?
    private let state: HomeState

    public init(pipeline: any CorePipelineNotifying<HomeMessages>, state: HomeState) {
        self.pipeline = pipeline
        self.state = state
    }

    /// Nothing to fetch at start: the module is ready, and the Joint builds the tabs on it.
    public func run() {
        pipeline?.notify(event: .ready)
    }

    public func handleView(intent: HomeMessages.ViewIntent) {
        if case .tabTap(let index) = intent, state.titles.indices.contains(index) { state.selected = index }
    }

    public func handleJoint(input: HomeMessages.JointInput) {
        state.selected = 0
    }
}
