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
        guard case .askTap = intent else { return }
        let hal = HalModuleAssembly()
        hal.joint.attach { [weak self] output in self?.halSaid(output) }
        hal.joint.take(input: .question("Open the pod bay doors"))
        view?.navigation?.present(hal.view)
    }

    private func halSaid(_ output: HalMessages.JointOutput) {
        switch output {
        case .answered(let text): pipeline?.notify(input: .halAnswered(text))
        }
    }
}
