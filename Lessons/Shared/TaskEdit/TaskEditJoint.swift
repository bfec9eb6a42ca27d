import RoundTable

/// Hands the saved title, or the cancellation, to the parent.
public final class TaskEditJoint: ModuleJoint {
    public typealias Messages = TaskEditMessages
    public private(set) weak var pipeline: Pipeline<TaskEditMessages>?
    public let outlet = JointOutlet<TaskEditMessages.JointOutput>()
    private let state: TaskEditState
    private weak var view: TaskEditView?

    public init(pipeline: Pipeline<TaskEditMessages>, state: TaskEditState, view: TaskEditView) {
        self.pipeline = pipeline
        self.state = state
        self.view = view
    }

    public func handleCore(event: TaskEditMessages.CoreEvent) {
        if case .accepted(let title) = event { notifyOut(output: .save(title: title)) }
    }

    public func handleView(intent: TaskEditMessages.ViewIntent) {
        if intent == .cancelTap { notifyOut(output: .cancel) }
    }
}
