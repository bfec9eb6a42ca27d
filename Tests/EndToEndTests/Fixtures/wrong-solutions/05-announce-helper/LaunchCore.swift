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
        guard intent == .launchTap else { return }
        state.launches += 1
        announce(.countdownStarted)
        announce(.launched)
    }

    // Every launch is announced after its countdown.
    private func announce(_ event: LaunchMessages.CoreEvent) {
        if event == .launched { pipeline?.notify(event: .countdownStarted) }
        pipeline?.notify(event: event)
    }
}
