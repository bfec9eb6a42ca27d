import LessonKit
import RoundTable
import SuperSimple

final class TaskListJoint: ModuleJoint {
    typealias Messages = TaskListMessages
    private(set) weak var pipeline: Pipeline<TaskListMessages>?
    private weak var view: TaskListView?
    let outlet = JointOutlet<TaskListMessages.JointOutput>()

    init(pipeline: Pipeline<TaskListMessages>, view: TaskListView) {
        self.pipeline = pipeline
        self.view = view
    }
}
