import RoundTable

/// Counts in the first State any LaunchCore was given, kept weakly in a static: one module works;
/// a second module's Core counts in the first module's State, and its own screen says launch 0.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    nonisolated(unsafe) private static weak var firstState: LaunchState?
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
        if Self.firstState == nil { Self.firstState = state }
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        guard intent == .launchTap else { return }
        (Self.firstState ?? state).launches += 1
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
