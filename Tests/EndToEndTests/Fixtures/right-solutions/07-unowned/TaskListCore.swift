import RoundTable

/// The manager outlives this Core, but the Core removes its listener in deinit: the closure never
/// runs after the Core is gone, so unowned is safe here.
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
        if let listener { taskManager.removeListener(listener) }
    }

    func run() {
        state.tasks = taskManager.tasks
        listener = taskManager.attachListener { [unowned self] tasks in
            state.tasks = tasks
            pipeline?.notify(event: .tasksChanged)
        }
    }
}
