import RoundTable

/// Mission Control's Joint: the one part of the parent that talks to the child module, HAL. It
/// builds HAL when Dave asks, hands it the question as its input, takes HAL's output back as the
/// parent's input, and presents HAL's View; it keeps nothing of HAL.
final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private weak var view: MissionView?

    init(pipeline: any JointPipelineNotifying<MissionMessages>, view: MissionView) {
        self.pipeline = pipeline
        self.view = view
    }

    // Dave tapped ask. Build HAL in a local (`let hal = HalModuleAssembly()`) and let go of it at
    // the end: HAL's View, once presented, keeps the child alive, not this Joint.
    // 1. Take HAL's output back: attach to HAL's Joint (`hal.joint.attach { output in … }`; its
    //    output is `.answered(text)`) and hand the answer to this module as its input
    //    `.halAnswered(text)` (`pipeline?.notify(input:)`). HAL's Joint keeps what you attach.
    // 2. Hand HAL the question, `hal.joint.take(input: .question("Open the pod bay doors"))`, then
    //    present HAL's View: `view?.navigation?.present(hal.view)`.
    func handleView(intent: MissionMessages.ViewIntent) {
    }
}
