// Part of the Launch module the exercise checks of lessons 5 and 8 share, shipped with the
// lessons. Not yours to edit.
import RoundTable

/// The Launch module's Joint: no children to talk to, so it hands nothing in or out.
final class LaunchJoint: ModuleJoint {
    typealias Messages = LaunchMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<LaunchMessages>)?
    let outlet = JointOutlet<LaunchMessages.JointOutput>()

    init(pipeline: any JointPipelineNotifying<LaunchMessages>) {
        self.pipeline = pipeline
    }
}
