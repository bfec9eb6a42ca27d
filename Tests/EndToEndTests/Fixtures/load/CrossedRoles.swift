import LessonKit
import RoundTable

enum DoorMessages: ModuleMessages {
    enum CoreEvent { case opened }
    enum PresenterUpdate { case show(String) }
    enum ViewIntent { case openTap }
    enum JointInput { case none }
    enum JointOutput { case none }
}

final class DoorCore: ModuleCore {
    typealias Messages = DoorMessages
    weak var pipeline: (any CorePipelineNotifying<DoorMessages>)?

    init(pipeline: any CorePipelineNotifying<DoorMessages>) { self.pipeline = pipeline }

    func handleView(intent: DoorMessages.ViewIntent) {
        pipeline?.notify(update: .show("I'm sorry, Dave"))
    }
}

final class DoorJoint: ModuleJoint {
    typealias Messages = DoorMessages
    weak var pipeline: (any JointPipelineNotifying<DoorMessages>)?
    let outlet = JointOutlet<DoorMessages.JointOutput>()

    init(pipeline: any JointPipelineNotifying<DoorMessages>) { self.pipeline = pipeline }

    func handleView(intent: DoorMessages.ViewIntent) {
        pipeline?.notify(event: .opened)
    }
}

func roots() -> [SceneRoot] { [] }
