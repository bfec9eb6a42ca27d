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
        listener = taskManager.attachListener { [weak self] tasks in
            guard let self else { return }
            self.tasksChanged(to: tasks)
        }
        state.tasks = taskManager.tasks
    }

    private func tasksChanged(to tasks: [String]) {
        state.tasks = tasks
        pipeline?.notify(event: .tasksChanged)
    }
}
