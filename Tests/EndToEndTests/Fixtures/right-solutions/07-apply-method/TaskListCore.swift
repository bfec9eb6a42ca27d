import RoundTable

/// Keeps the State's tasks in step with the Trunk's task manager, for as long as its module lives.
final class TaskListCore: ModuleCore {
    typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManager
    private var subscription: Int?

    init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManager) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        guard let subscription else { return }
        taskManager.removeListener(subscription)
    }

    func run() {
        subscription = taskManager.attachListener { [weak self] in self?.apply($0) }
        state.tasks = taskManager.tasks
    }

    private func apply(_ tasks: [String]) {
        state.tasks = tasks
        pipeline?.notify(event: .tasksChanged)
    }
}
