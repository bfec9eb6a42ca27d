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
        hal.joint.take(input: .question("Open the pod bay doors"))
        hal.joint.attach { [weak self] output in
            guard case .answered(let text) = output else { return }
            self?.pipeline?.notify(input: .halAnswered(text))
        }
        view?.navigation?.present(hal.view)
    }
}
