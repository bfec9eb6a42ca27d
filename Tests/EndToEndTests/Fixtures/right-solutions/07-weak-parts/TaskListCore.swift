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
        listener.map(taskManager.removeListener)
    }

    func run() {
        state.tasks = taskManager.tasks
        // The State and the Pipeline, each weakly: not the Core.
        listener = taskManager.attachListener { [weak state, weak pipeline] tasks in
            state?.tasks = tasks
            pipeline?.notify(event: .tasksChanged)
        }
    }
}
