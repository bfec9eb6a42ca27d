import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        if case .launchTap = intent {
            state.launches = state.launches + 1
            for event in [LaunchMessages.CoreEvent.countdownStarted, .launched] {
                pipeline?.notify(event: event)
            }
        }
    }
}
