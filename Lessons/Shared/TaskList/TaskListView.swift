import RoundTable
import SuperSimple

/// The list of tasks, with add and info buttons; `type done N` toggles task N.
public final class TaskListView: ModuleView, TextScreen {
    public typealias Messages = TaskListMessages
    public let pipeline: Pipeline<TaskListMessages>
    public let title = "Tasks"
    public weak var navigation: NavigationControlling?
    private let list = ListView()
    private let summaryLabel = LabelView()
    private let doneField = TextFieldView(field: "done")
    private let addButton = ButtonView(control: "add")
    private let infoButton = ButtonView(control: "info")

    public init(pipeline: Pipeline<TaskListMessages>) {
        self.pipeline = pipeline
        doneField.render(TextFieldRenderable(text: "", placeholder: "a task number"))
        addButton.render(ButtonRenderable(title: "Add"))
        infoButton.render(ButtonRenderable(title: "Info"))
    }

    public var views: [TextDrawing] { [list, summaryLabel, doneField, addButton, infoButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .tap(control: "add"):
            pipeline.notify(intent: .addTap)
        case .tap(control: "info"):
            pipeline.notify(intent: .infoTap)
        case .type(field: "done", let text):
            guard let number = Int(text) else { return .refused("done takes a task number, not '\(text)'") }
            pipeline.notify(intent: .toggle(number: number))
        default:
            return unknown(event)
        }
        return .delivered
    }

    public func handlePresenter(update: TaskListMessages.PresenterUpdate) {
        guard case .show(let rows, let summary) = update else { return }
        list.render(ListRenderable(rows: rows, emptyText: "No tasks yet."))
        summaryLabel.render(LabelRenderable(text: summary))
    }
}
