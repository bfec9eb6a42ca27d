import LessonKit
import RoundTable
import SuperSimple

/// HAL's Joint: takes questions in, sends the Core's decision out to the parent.
final class HalJoint: ModuleJoint {
    typealias Messages = HalMessages
    private(set) weak var pipeline: Pipeline<HalMessages>?
    let outlet = JointOutlet<HalMessages.JointOutput>()

    init(pipeline: Pipeline<HalMessages>) {
        self.pipeline = pipeline
    }

    func handleCore(event: HalMessages.CoreEvent) {
        guard case .decided(let answer) = event else { return }
        notifyOut(output: .answered(answer))
    }
}
