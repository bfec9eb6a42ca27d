import RoundTable

/// Keeps the State's tasks in step with the Trunk's task manager, for as long as its module lives.
final class TaskListCore: ModuleCore {
    typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManager
    private let subscription = ListenerSubscription()

    init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManager) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        subscription.end(on: taskManager)
    }

    func run() {
        state.tasks = taskManager.tasks
        subscription.id = taskManager.attachListener { [weak self] tasks in
            self?.state.tasks = tasks
            self?.pipeline?.notify(event: .tasksChanged)
        }
    }
}

/// The listener's number at the manager, and how to remove it.
final class ListenerSubscription {
    var id: Int?

    func end(on manager: TaskManager) {
        guard let id else { return }
        manager.removeListener(id)
        self.id = nil
    }
}
