import RoundTable

/// Every listener updates the last TaskListCore made, kept weakly in a static: one list at a time
/// works; with two alive at once, a change reaches the second list twice and the first not at all.
final class TaskListCore: ModuleCore {
    typealias Messages = TaskListMessages
    nonisolated(unsafe) private static weak var lastCore: TaskListCore?
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManager
    private var listener: Int?

    init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManager) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
        Self.lastCore = self
    }

    deinit {
        if let listener { taskManager.removeListener(listener) }
    }

    func run() {
        state.tasks = taskManager.tasks
        listener = taskManager.attachListener { [weak self] tasks in
            let core = Self.lastCore ?? self
            core?.state.tasks = tasks
            core?.pipeline?.notify(event: .tasksChanged)
        }
    }
}
