import RoundTable

/// Decides what a launch is; tells what happened through the Pipeline. The count is in the State
/// before `.launched`, the only event whose screen shows it.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        pipeline?.notify(event: .countdownStarted)
        state.launches += 1
        pipeline?.notify(event: .launched)
    }
}
