import LessonKit
import RoundTable
import SuperSimple

/// Decides HAL's answer to a question handed in through the Joint.
final class HalCore: ModuleCore {
    typealias Messages = HalMessages
    private weak var pipeline: (any CorePipelineNotifying<HalMessages>)?
    private let state: HalState

    init(pipeline: any CorePipelineNotifying<HalMessages>, state: HalState) {
        self.pipeline = pipeline
        self.state = state
    }

    func handleJoint(input: HalMessages.JointInput) {
        guard case .question = input else { return }
        state.questions += 1
        pipeline?.notify(event: .decided("I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
