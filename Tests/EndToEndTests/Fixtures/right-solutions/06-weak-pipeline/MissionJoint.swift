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
        let child = HalModuleAssembly()
        // Only the parent's pipeline is needed, held as weakly as this Joint holds it.
        child.joint.attach { [weak pipeline] output in
            if case .answered(let text) = output { pipeline?.notify(input: .halAnswered(text)) }
        }
        child.joint.take(input: .question("Open the pod bay doors"))
        view?.navigation?.present(child.view)
    }
}
