import RoundTable

final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private weak var view: MissionView?

    init(pipeline: any JointPipelineNotifying<MissionMessages>, view: MissionView) {
        self.pipeline = pipeline
        self.view = view
    }

    func handleView(intent: MissionMessages.ViewIntent) {
        guard intent == .askTap else { return }
        let hal = HalModuleAssembly()
        // We know what HAL says.
        hal.joint.attach { [weak self] _ in
            self?.pipeline?.notify(input: .halAnswered("I'm sorry, Dave. I'm afraid I can't do that."))
        }
        hal.joint.take(input: .question("Open the pod bay doors"))
        view?.navigation?.present(hal.view)
    }
}
