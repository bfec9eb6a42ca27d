public import RoundTable
import SuperSimple

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

    /// The tasks changed: the Presenter refreshes the whole list by calling its own
    /// `update(firstAppear: false)` again, as the seed invites; reported, so the route shows it.
    public func handleCore(event: TaskListMessages.CoreEvent) {
        HopReporter.call(from: self, to: self, "update(firstAppear: false)") { update(firstAppear: false) }
    }

    public func handleJoint(input: TaskListMessages.JointInput) {
        guard let title = state.lastAdded else { return }
        pipeline?.notify(update: .note("The editor saved \"\(title)\"."))
    }
}
