import RoundTable

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

    // [weak self]: the manager no longer keeps this Core alive, so nothing to clean up.
    func run() {
        state.tasks = taskManager.tasks
        listener = taskManager.attachListener { [weak self] tasks in
            self?.state.tasks = tasks
            self?.pipeline?.notify(event: .tasksChanged)
        }
    }
}
