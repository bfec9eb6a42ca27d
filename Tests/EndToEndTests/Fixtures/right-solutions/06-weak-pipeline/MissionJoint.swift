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
        // Only the Pipeline is needed back, weakly: the Joint itself is not captured.
        hal.joint.attach { [weak pipeline] output in
            if case .answered(let text) = output { pipeline?.notify(input: .halAnswered(text)) }
        }
        hal.joint.take(input: .question("Open the pod bay doors"))
        view?.navigation?.present(hal.view)
    }
}
