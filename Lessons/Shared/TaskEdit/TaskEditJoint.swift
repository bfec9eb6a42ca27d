public import RoundTable

/// Tells the parent the editor is done: which title it saved, or that it was cancelled.
public final class TaskEditJoint: ModuleJoint {
    public typealias Messages = TaskEditMessages
    public private(set) weak var pipeline: (any JointPipelineNotifying<TaskEditMessages>)?
    public let outlet = JointOutlet<TaskEditMessages.JointOutput>()
    private let state: TaskEditState
    private weak var view: TaskEditView?

    public init(pipeline: any JointPipelineNotifying<TaskEditMessages>, state: TaskEditState, view: TaskEditView) {
        self.pipeline = pipeline
        self.state = state
        self.view = view
    }

    public func handleCore(event: TaskEditMessages.CoreEvent) {
        if case .created(let title) = event { notifyOut(output: .saved(title: title)) }
    }

    public func handleView(intent: TaskEditMessages.ViewIntent) {
        if intent == .cancelTap { notifyOut(output: .cancel) }
    }
}
