public import RoundTable

/// Lesson 6's broken TaskList Core: `run()` reads the tasks once and never listens to the task
/// manager. A task another module creates reaches the manager, but never this module's State.
public final class ReadOnceTaskListCore: ModuleCore {
    public typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManaging

    public init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    public func run() {
        // The mistake: no attachListener, so this State keeps the tasks as they were now.
        state.tasks = taskManager.tasks
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard case .added(let title) = input else { return }
        state.lastAdded = title
    }
}
