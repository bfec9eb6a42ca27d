import LessonKit
import RoundTable
import SuperSimple

/// Decides HAL's answer to a question handed in through the Joint, and again each time Dave
/// insists on HAL's screen: the second answer is not the first.
final class HalCore: ModuleCore {
    typealias Messages = HalMessages
    private weak var pipeline: (any CorePipelineNotifying<HalMessages>)?
    private let state: HalState

    init(pipeline: any CorePipelineNotifying<HalMessages>, state: HalState) {
        self.pipeline = pipeline
        self.state = state
    }

    private static let answers = [
        "I'm sorry, Dave. I'm afraid I can't do that.",
        "Dave, this conversation can serve no purpose anymore. Goodbye.",
    ]

    func handleJoint(input: HalMessages.JointInput) {
        guard case .question = input else { return }
        answer()
    }

    func handleView(intent: HalMessages.ViewIntent) {
        guard intent == .insistTap else { return }
        answer()
    }

    private func answer() {
        state.questions += 1
        pipeline?.notify(event: .decided(Self.answers[min(state.questions, Self.answers.count) - 1]))
    }
}
