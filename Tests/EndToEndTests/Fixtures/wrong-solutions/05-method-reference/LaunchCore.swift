import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState
    private let send: (LaunchMessages.CoreEvent) -> Void

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
        send = pipeline.notify(event:)
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        state.launches += 1
        send(.countdownStarted)
        send(.launched)
    }
}
