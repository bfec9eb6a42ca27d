import RoundTable

/// Counts in the last State any LaunchCore was given, kept weakly in a static: one module at a
/// time works; with a second module alive beside the first, the first's launches count in the
/// second's State, and its own screen says launch 0.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    nonisolated(unsafe) private static weak var lastState: LaunchState?
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
        Self.lastState = state
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        (Self.lastState ?? state).launches += 1
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
