import RoundTable

/// Decides what a launch is. It answers the View's intents with events through the Pipeline,
/// which hands each event to the Presenter and the Joint; it never talks to the View itself.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    // Dave tapped launch: count the launch in the State (`state.launches`, which the Presenter
    // reads), then tell what happened, in order: the countdown started, then the ship launched
    // (`LaunchMessages.CoreEvent` has `.countdownStarted` and `.launched`).
    func handleView(intent: LaunchMessages.ViewIntent) {
        pipeline?.notify(event: .launched)
    }
}
