import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    nonisolated(unsafe) static var launchedBy: [LaunchCore] = []
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        Self.launchedBy.append(self)
        state.launches += 1
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
