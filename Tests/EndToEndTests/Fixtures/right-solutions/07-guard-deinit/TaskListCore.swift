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

    deinit {
        guard let listener else { return }
        taskManager.removeListener(listener)
    }

    func run() {
        state.tasks = taskManager.tasks
        listener = taskManager.attachListener { [weak self] tasks in
            if let core = self {
                core.state.tasks = tasks
                core.pipeline?.notify(event: .tasksChanged)
            }
        }
    }
}
