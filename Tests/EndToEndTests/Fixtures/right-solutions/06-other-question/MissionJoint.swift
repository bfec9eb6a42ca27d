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

    // Dave tapped ask. Build HAL in a local (`HalModuleAssembly()`) and let go of it at the end:
    // HAL's View, once presented, keeps the child alive, not this Joint.
    func handleView(intent: MissionMessages.ViewIntent) {
        guard intent == .askTap else { return }
        let hal = HalModuleAssembly()
        // 1. Take HAL's output back: attach to HAL's Joint (its output is `.answered(text)`) and
        //    hand the answer to this module as its input `.halAnswered(text)`. HAL's Joint keeps
        //    what you attach: capture weakly.
        hal.joint.attach { [weak self] output in
            guard case .answered(let text) = output else { return }
            self?.pipeline?.notify(input: .halAnswered(text))
        }
        // 2. Hand HAL the question as its input, then present HAL's View.
        hal.joint.take(input: .question("Open the pod bay doors, please, HAL"))
        view?.navigation?.present(hal.view)
    }
}
