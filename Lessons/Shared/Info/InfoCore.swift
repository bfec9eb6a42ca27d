public import RoundTable

/// Reads the tasks once, when the module starts.
public final class InfoCore: ModuleCore {
    public typealias Messages = InfoMessages
    private weak var pipeline: (any CorePipelineNotifying<InfoMessages>)?
    private let state: InfoState
    private let taskManager: TaskManaging

    public init(pipeline: any CorePipelineNotifying<InfoMessages>, state: InfoState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    public func run() {
        state.tasks = taskManager.tasks
    }
}
