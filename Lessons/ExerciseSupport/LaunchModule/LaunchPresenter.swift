// Part of the Launch module the exercise checks of lessons 5 and 8 share, shipped with the
// lessons. Not yours to edit.
import RoundTable

/// Turns the Core's events into what the View shows.
final class LaunchPresenter: ModulePresenter {
    typealias Messages = LaunchMessages
    private weak var pipeline: (any PresenterPipelineNotifying<LaunchMessages>)?
    private let state: LaunchState

    init(pipeline: any PresenterPipelineNotifying<LaunchMessages>, state: LaunchState) {
        self.pipeline = pipeline
        self.state = state
    }

    func update(firstAppear: Bool) {
        pipeline?.notify(update: .status("Discovery One is on the pad."))
    }

    func handleCore(event: LaunchMessages.CoreEvent) {
        switch event {
        case .countdownStarted: pipeline?.notify(update: .status("T minus 10…"))
        case .launched: pipeline?.notify(update: .status("Lift-off: launch \(state.launches)."))
        }
    }
}
