import LessonKit
import RoundTable
import SuperSimple

final class MissionPresenter: ModulePresenter {
    typealias Messages = MissionMessages
    private weak var pipeline: (any PresenterPipelineNotifying<MissionMessages>)?

    init(pipeline: any PresenterPipelineNotifying<MissionMessages>) {
        self.pipeline = pipeline
    }

    func handleJoint(input: MissionMessages.JointInput) {
        guard case .halAnswered(let text) = input else { return }
        pipeline?.notify(update: .answer("HAL: " + text))
    }
}
