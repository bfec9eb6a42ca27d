import RoundTable

/// Keeps its listener's number in a static: with one task list it works; a second list's Core
/// overwrites the number, and closing either removes the second's listener, never the first's.
final class TaskListCore: ModuleCore {
    typealias Messages = TaskListMessages
    nonisolated(unsafe) private static var listener: Int?
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManager

    init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManager) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        if let listener = Self.listener { taskManager.removeListener(listener) }
    }

    func run() {
        state.tasks = taskManager.tasks
        Self.listener = taskManager.attachListener { [weak self] tasks in
            self?.state.tasks = tasks
            self?.pipeline?.notify(event: .tasksChanged)
        }
    }
}
