import RoundTable
import SuperSimple

/// Reads and changes the tasks through the Trunk's task manager.
public final class TaskListCore: ModuleCore {
    public typealias Messages = TaskListMessages
    private weak var pipeline: Pipeline<TaskListMessages>?
    private let state: TaskListState
    private let taskManager: TaskManaging

    public init(pipeline: Pipeline<TaskListMessages>, state: TaskListState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    public func run() {
        state.tasks = taskManager.tasks
    }

    public func handleView(intent: TaskListMessages.ViewIntent) {
        guard case .toggle(let number) = intent else { return }
        taskManager.toggle(number: number)
        changed()
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard case .created(let title) = input else { return }
        HopReporter.call(from: self, to: taskManager, "add(title:)") { taskManager.add(title: title) }
        changed()
    }

    private func changed() {
        state.tasks = taskManager.tasks
        pipeline?.notify(event: .tasksChanged)
    }
}
