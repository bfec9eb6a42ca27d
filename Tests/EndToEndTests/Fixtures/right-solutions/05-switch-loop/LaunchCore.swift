import RoundTable

/// Decides what a launch is; tells what happened through the Pipeline.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private static let launchSequence: [LaunchMessages.CoreEvent] = [.countdownStarted, .launched]
    private let state: LaunchState
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.state = state
        self.pipeline = pipeline
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        switch intent {
        case .launchTap:
            state.launches += 1
            for event in Self.launchSequence { pipeline?.notify(event: event) }
        }
    }
}
