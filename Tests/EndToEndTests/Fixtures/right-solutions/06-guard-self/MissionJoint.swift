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
        if intent != .askTap { return }
        let child = HalModuleAssembly()
        let question = "Open the pod bay doors"
        child.joint.attach { [weak self] output in
            guard let self else { return }
            if case .answered(let answer) = output {
                self.pipeline?.notify(input: .halAnswered(answer))
            }
        }
        child.joint.take(input: .question(question))
        guard let navigation = view?.navigation else { return }
        navigation.present(child.view)
    }
}
