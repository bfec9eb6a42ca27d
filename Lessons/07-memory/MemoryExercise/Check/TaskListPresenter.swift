import LessonKit
import RoundTable
import SuperSimple

final class TaskListPresenter: ModulePresenter {
    typealias Messages = TaskListMessages
    private weak var pipeline: (any PresenterPipelineNotifying<TaskListMessages>)?
    private let state: TaskListState

    init(pipeline: any PresenterPipelineNotifying<TaskListMessages>, state: TaskListState) {
        self.pipeline = pipeline
        self.state = state
    }

    func update(firstAppear: Bool) {
        pipeline?.notify(update: .show(state.tasks))
    }

    func handleCore(event: TaskListMessages.CoreEvent) {
        pipeline?.notify(update: .show(state.tasks))
    }
}
