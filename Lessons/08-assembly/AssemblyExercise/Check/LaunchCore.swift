// Part of lesson 8's exercise check, shipped with the lesson. Not yours to edit.
import RoundTable

/// Counts launches against the mission clock it is given.
final class LaunchCore: ModuleCore {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any CorePipelineNotifying<LaunchMessages>)?
    private let state: LaunchState
    private let clock: MissionClock

    init(pipeline: any CorePipelineNotifying<LaunchMessages>, state: LaunchState, clock: MissionClock) {
        self.pipeline = pipeline
        self.state = state
        self.clock = clock
    }

    func handleView(intent: LaunchMessages.ViewIntent) {
        state.launches = clock.tick()
        pipeline?.notify(event: .countdownStarted)
        pipeline?.notify(event: .launched)
    }
}
