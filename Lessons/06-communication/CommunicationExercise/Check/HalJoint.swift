import LessonKit
import RoundTable
import SuperSimple

/// HAL's Joint: takes questions in, sends the Core's decision out to the parent.
final class HalJoint: ModuleJoint {
    typealias Messages = HalMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<HalMessages>)?
    let outlet = JointOutlet<HalMessages.JointOutput>()

    init(pipeline: any JointPipelineNotifying<HalMessages>) {
        self.pipeline = pipeline
    }

    func handleCore(event: HalMessages.CoreEvent) {
        guard case .decided(let answer) = event else { return }
        notifyOut(output: .answered(answer))
    }
}
