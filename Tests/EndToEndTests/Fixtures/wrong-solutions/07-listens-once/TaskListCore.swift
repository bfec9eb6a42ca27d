import RoundTable

/// Stops listening after the first change ("we got the update"): a second task added is never
/// shown.
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
        listener = taskManager.attachListener { [weak self] tasks in
            guard let self else { return }
            state.tasks = tasks
            pipeline?.notify(event: .tasksChanged)
            if let listener { taskManager.removeListener(listener) }
            listener = nil
        }
    }
}
