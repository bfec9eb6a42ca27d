import RoundTable

/// Mission Control's Joint: builds HAL when Dave asks, and keeps nothing of it.
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
        if intent != .askTap { return }
        let question = HalMessages.JointInput.question("Open the pod bay doors")
        let hal = HalModuleAssembly()
        hal.joint.attach { [weak self] output in
            guard let self, case .answered(let text) = output else { return }
            self.pipeline?.notify(input: .halAnswered(text))
        }
        hal.joint.take(input: question)
        view?.navigation?.present(hal.view)
    }
}
