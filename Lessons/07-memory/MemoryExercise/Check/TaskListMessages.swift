import LessonKit
import RoundTable
import SuperSimple

/// The TaskList module's messages.
enum TaskListMessages: ModuleMessages {
    enum CoreEvent { case tasksChanged }
    enum PresenterUpdate { case show([String]) }
    enum ViewIntent { case addTap }
    enum JointInput { case none }
    enum JointOutput { case none }
}
