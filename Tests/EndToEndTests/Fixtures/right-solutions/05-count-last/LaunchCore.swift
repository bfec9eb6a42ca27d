import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    // The Presenter reads the count at .launched: counted before that, it is right.
    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        pipeline?.notify(event: .countdownStarted)
        state.launches = state.launches + 1
        pipeline?.notify(event: .launched)
    }
}
