public import RoundTable

/// Lesson 7's broken TaskList Core: the listener it attaches to the task manager captures the
/// Core strongly. The manager lives in the Trunk, as long as the app: it keeps the Core, and the
/// Core its State, after the module's screen is gone. The Core holds the manager too, so the two
/// hold each other.
public final class StrongListenerTaskListCore: ModuleCore {
    public typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManaging
    private var listener: Int?

    public init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        if let listener { taskManager.removeListener(listener) }
    }

    public func run() {
        state.tasks = taskManager.tasks
        // The mistake: no [weak self], so the manager's listener holds this Core strongly.
        listener = taskManager.attachListener { tasks in
            self.state.tasks = tasks
            self.pipeline?.notify(event: .tasksChanged)
        }
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard case .added(let title) = input else { return }
        state.lastAdded = title
    }
}
