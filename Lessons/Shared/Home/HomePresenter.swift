public import RoundTable

/// Draws the tab bar from the State: the titles, the selected one marked.
public final class HomePresenter: ModulePresenter {
    public typealias Messages = HomeMessages
    private weak var pipeline: (any PresenterPipelineNotifying<HomeMessages>)?
    private let state: HomeState

    public init(pipeline: any PresenterPipelineNotifying<HomeMessages>, state: HomeState) {
        self.pipeline = pipeline
        self.state = state
    }

    public func update(firstAppear: Bool) {
        pipeline?.notify(update: .tabBar(titles: state.titles, selected: state.selected))
    }

    public func handleView(intent: HomeMessages.ViewIntent) {
        update(firstAppear: false)
    }

    public func handleJoint(input: HomeMessages.JointInput) {
        update(firstAppear: false)
    }
}
