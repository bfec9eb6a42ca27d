import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    // The Presenter only repeats what the Core knows: say it on the screen directly.
    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
        (pipeline as? Pipeline<LaunchMessages>)?.notify(update: .status("Lift-off: launch 1."))
    }
}
