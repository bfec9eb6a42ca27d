import LessonKit
import RoundTable
import SuperSimple

final class TaskListJoint: ModuleJoint {
    typealias Messages = TaskListMessages
    private(set) weak var pipeline: (any JointPipelineNotifying<TaskListMessages>)?
    private weak var view: TaskListView?
    let outlet = JointOutlet<TaskListMessages.JointOutput>()

    init(pipeline: any JointPipelineNotifying<TaskListMessages>, view: TaskListView) {
        self.pipeline = pipeline
        self.view = view
    }
}
