import LessonKit
import RoundTable
import SuperSimple

final class TaskListView: ModuleView, TextScreen {
    typealias Messages = TaskListMessages
    let pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>
    let title = "Tasks"
    weak var navigation: NavigationControlling?
    private let list = ListView()
    private let addButton = ButtonView(control: "add")

    init(pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>) {
        self.pipeline = pipeline
        addButton.render(ButtonRenderable(title: "Add"))
    }

    var views: [TextDrawing] { [list, addButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "add") else { return unknown(event) }
        pipeline.notify(intent: .addTap)
        return .delivered
    }

    func handlePresenter(update: TaskListMessages.PresenterUpdate) {
        guard case .show(let rows) = update else { return }
        list.render(ListRenderable(rows: rows, emptyText: "No tasks yet."))
    }
}
