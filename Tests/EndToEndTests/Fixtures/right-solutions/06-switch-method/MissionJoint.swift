import RoundTable

/// Mission Control's Joint: builds HAL when Dave asks, and keeps nothing of it.
final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private weak var missionView: MissionView?

    init(pipeline: any JointPipelineNotifying<MissionMessages>, view: MissionView) {
        self.pipeline = pipeline
        missionView = view
    }

    func handleView(intent: MissionMessages.ViewIntent) {
        switch intent {
        case .askTap: askHal()
        }
    }

    private func askHal() {
        let child = HalModuleAssembly()
        child.joint.attach { [weak self] output in self?.halSaid(output) }
        child.joint.take(input: .question("Open the pod bay doors"))
        missionView?.navigation?.present(child.view)
    }

    private func halSaid(_ output: HalMessages.JointOutput) {
        switch output {
        case .answered(let text): pipeline?.notify(input: .halAnswered(text))
        }
    }
}
