public import RoundTable
import SuperSimple

/// Keeps the typed title and, on save, creates the task in the Trunk's task manager: every module
/// listening to the manager hears of it from there.
public final class TaskEditCore: ModuleCore {
    public typealias Messages = TaskEditMessages
    private weak var pipeline: (any CorePipelineNotifying<TaskEditMessages>)?
    private let state: TaskEditState
    private let taskManager: TaskManaging

    public init(pipeline: any CorePipelineNotifying<TaskEditMessages>, state: TaskEditState, taskManager: TaskManaging) {
        self.pipeline = pipeline
        self.state = state
        self.taskManager = taskManager
    }

    public func handleView(intent: TaskEditMessages.ViewIntent) {
        switch intent {
        case .titleChange(let title):
            state.title = title
        case .saveTap:
            // The title without blanks at either end; only blanks is no title.
            guard let first = state.title.firstIndex(where: { !$0.isWhitespace }),
                let last = state.title.lastIndex(where: { !$0.isWhitespace })
            else {
                pipeline?.notify(event: .rejected)
                return
            }
            let title = String(state.title[first...last])
            HopReporter.call(from: self, to: taskManager, "add(title:)") { taskManager.add(title: title) }
            pipeline?.notify(event: .created(title: title))
        case .cancelTap:
            break
        }
    }

    public func handleJoint(input: TaskEditMessages.JointInput) {
        if case .suggest(let title) = input { state.title = title }
    }
}
