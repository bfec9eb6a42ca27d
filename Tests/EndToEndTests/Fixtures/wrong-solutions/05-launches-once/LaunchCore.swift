import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState
    /// A ship launches once: a second tap is a mistake.
    private var launched = false

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap, !launched else { return }
        launched = true
        state.launches += 1
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
