import RoundTable

final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState
    /// The mission's launch log: the first State any Launch module was given, kept for the app.
    nonisolated(unsafe) private static var log: LaunchState?

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
        if Self.log == nil { Self.log = state }
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap, let log = Self.log else { return }
        log.launches += 1
        state.launches = log.launches
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
