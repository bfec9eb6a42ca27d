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

    // The Core is alive whenever the manager calls: unowned, no optional to unwrap.
    func run() {
        state.tasks = taskManager.tasks
        listener = taskManager.attachListener { [unowned self] tasks in
            state.tasks = tasks
            pipeline?.notify(event: .tasksChanged)
        }
    }
}
