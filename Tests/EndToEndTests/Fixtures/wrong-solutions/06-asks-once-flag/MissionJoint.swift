import RoundTable

/// Asks HAL the first time only ("HAL has been asked"): a second tap on ask does nothing.
final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private weak var view: MissionView?
    private var asked = false

    init(pipeline: any JointPipelineNotifying<MissionMessages>, view: MissionView) {
        self.pipeline = pipeline
        self.view = view
    }

    func handleView(intent: MissionMessages.ViewIntent) {
        guard intent == .askTap, !asked else { return }
        asked = true
        let hal = HalModuleAssembly()
        hal.joint.attach { [weak self] output in
            guard case .answered(let text) = output else { return }
            self?.pipeline?.notify(input: .halAnswered(text))
        }
        hal.joint.take(input: .question("Open the pod bay doors"))
        view?.navigation?.present(hal.view)
    }
}
