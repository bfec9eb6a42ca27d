import LessonKit
import RoundTable
import SuperSimple

final class MissionPresenter: ModulePresenter {
    typealias Messages = MissionMessages
    private weak var pipeline: Pipeline<MissionMessages>?

    init(pipeline: Pipeline<MissionMessages>) {
        self.pipeline = pipeline
    }

    func handleJoint(input: MissionMessages.JointInput) {
        guard case .halAnswered(let text) = input else { return }
        pipeline?.notify(update: .answer("HAL: " + text))
    }
}
