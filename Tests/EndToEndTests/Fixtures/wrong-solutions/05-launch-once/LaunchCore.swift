import RoundTable

/// Counts and announces the first launch only ("a rocket launches once"): a second tap on Launch
/// does nothing at all.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap, state.launches == 0 else { return }
        state.launches += 1
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
