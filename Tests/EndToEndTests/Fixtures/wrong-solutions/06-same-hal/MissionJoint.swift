import RoundTable

/// Keeps HAL's View weakly and, while it lives, presents that same View again instead of building
/// the child anew: a second ask while HAL is shown presents one View twice and asks nothing.
final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private weak var view: MissionView?
    private weak var halView: HalView?

    init(pipeline: any JointPipelineNotifying<MissionMessages>, view: MissionView) {
        self.pipeline = pipeline
        self.view = view
    }

    func handleView(intent: MissionMessages.ViewIntent) {
        guard intent == .askTap else { return }
        if let halView {
            view?.navigation?.present(halView)
            return
        }
        let hal = HalModuleAssembly()
        hal.joint.attach { [weak self] output in
            guard case .answered(let text) = output else { return }
            self?.pipeline?.notify(input: .halAnswered(text))
        }
        hal.joint.take(input: .question("Open the pod bay doors"))
        halView = hal.view
        view?.navigation?.present(hal.view)
    }
}
