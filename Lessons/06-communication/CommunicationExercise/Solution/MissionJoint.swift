import RoundTable

/// Mission Control's Joint: the one part of the parent that talks to the child module, HAL. It is
/// given HAL's Joint; the parent's messages reach HAL as input, and HAL's output comes back as the
/// parent's input, through the parent's Pipeline.
final class MissionJoint: ModuleJoint {
    typealias Messages = MissionMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<MissionMessages>)?
    let outlet = JointOutlet<MissionMessages.JointOutput>()
    private let hal: HalJoint

    init(pipeline: any JointPipelineNotifying<MissionMessages>, hal: HalJoint) {
        self.pipeline = pipeline
        self.hal = hal
        // 1. Take HAL's output back: attach to HAL's Joint (`hal.attach { output in … }`; its output
        //    is `.answered(text)`), and hand an answer to this module as its input
        //    `.halAnswered(text)` (`pipeline?.notify(input:)`). HAL's Joint keeps what you attach:
        //    capture weakly.
        hal.attach { [weak self] output in
            guard case .answered(let text) = output else { return }
            self?.pipeline?.notify(input: .halAnswered(text))
        }
    }

    // 2. Dave tapped ask: hand HAL the question as its input, `hal.take(input: .question("Open the pod bay doors"))`.
    func handleView(intent: MissionMessages.ViewIntent) {
        guard intent == .askTap else { return }
        hal.take(input: .question("Open the pod bay doors"))
    }
}
