public import RoundTable
import SuperSimple

/// Keeps the State's tasks in step with the Trunk's task manager: `run()` reads them and listens
/// for every change, whichever module made it.
public final class TaskListCore: ModuleCore {
    public typealias Messages = TaskListMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let taskManager: TaskManaging
    private var listener: Int?

    public init(pipeline: any CorePipelineNotifying<TaskListMessages>, state: TaskListState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    deinit {
        if let listener { taskManager.removeListener(listener) }
    }

    public func run() {
        state.tasks = taskManager.tasks
        // The manager outlives the module: capture the Core weakly, or the manager keeps it alive.
        listener = taskManager.attachListener { [weak self] tasks in
            self?.state.tasks = tasks
            self?.pipeline?.notify(event: .tasksChanged)
        }
    }

    public func handleView(intent: TaskListMessages.ViewIntent) {
        guard case .toggle(let number) = intent else { return }
        HopReporter.call(from: self, to: taskManager, "toggle(number:)") { taskManager.toggle(number: number) }
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard case .added(let title) = input else { return }
        state.lastAdded = title
    }
}
