import RoundTable

/// Decides what a launch is; tells what happened through the Pipeline.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var events: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        events = pipeline
        self.state = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        if intent == .launchTap { launch() }
    }

    private func launch() {
        countLaunch()
        guard let events else { return }
        events.notify(event: .countdownStarted)
        events.notify(event: .launched)
    }

    private func countLaunch() {
        state.launches += 1
    }
}
