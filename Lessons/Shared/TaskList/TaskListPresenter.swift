public import RoundTable

/// Formats the tasks for the list, and notes the task the editor last saved.
public final class TaskListPresenter: ModulePresenter {
    public typealias Messages = TaskListMessages
    private weak var pipeline: (any PresenterPipelineNotifying<TaskListMessages>)?
    private let state: TaskListState
    private let formatting: FormattingProviding

    public init(pipeline: any PresenterPipelineNotifying<TaskListMessages>, state: TaskListState, formatting: FormattingProviding) {
        self.pipeline = pipeline
        self.state = state
        self.formatting = formatting
    }

    public func update(firstAppear: Bool) {
        pipeline?.notify(update: .show(
            rows: state.tasks.map(formatting.row(for:)), summary: formatting.summary(of: state.tasks)))
    }

    public func handleCore(event: TaskListMessages.CoreEvent) {
        update(firstAppear: false)
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard let title = state.lastAdded else { return }
        pipeline?.notify(update: .note("The editor saved \"\(title)\"."))
    }
}
