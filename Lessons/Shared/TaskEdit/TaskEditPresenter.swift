public import RoundTable

/// Shows the title and why it cannot be saved.
public final class TaskEditPresenter: ModulePresenter {
    public typealias Messages = TaskEditMessages
    private weak var pipeline: (any PresenterPipelineNotifying<TaskEditMessages>)?
    private let state: TaskEditState

    public init(pipeline: any PresenterPipelineNotifying<TaskEditMessages>, state: TaskEditState) {
        self.pipeline = pipeline
        self.state = state
    }

    public func update(firstAppear: Bool) {
        pipeline?.notify(update: .title(state.title))
    }

    public func handleCore(event: TaskEditMessages.CoreEvent) {
        pipeline?.notify(update: .problem(event == .rejected ? "A task needs a title" : nil))
    }

    public func handleJoint(input: TaskEditMessages.JointInput) {
        update(firstAppear: false)
    }
}
