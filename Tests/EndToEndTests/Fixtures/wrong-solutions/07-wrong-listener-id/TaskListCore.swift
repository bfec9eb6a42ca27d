import RoundTable

/// Keeps the State's tasks in step with the Trunk's task manager: `run()` reads them and listens
/// for every change. The manager lives as long as the app; this Core only as long as its module.
final class TaskListCore: ModuleCore {
    typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManager
    private var listener: Int?

    init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManager) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        // The Core's one listener is the manager's first.
        taskManager.removeListener(1)
    }

    func run() {
        state.tasks = taskManager.tasks
        // The manager keeps this closure as long as it lives, and the closure keeps what it
        // captures. Closing the module's screen must free this Core: fix the capture.
        listener = taskManager.attachListener { [weak self] tasks in
            self?.state.tasks = tasks
            self?.pipeline?.notify(event: .tasksChanged)
        }
    }
}
