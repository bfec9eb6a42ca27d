public import RoundTable
public import SuperSimple

/// The list of tasks, with add and info buttons; `type done N` toggles task N.
public final class TaskListView: ModuleView, TextScreen {
    public typealias Messages = TaskListMessages
    public let pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>
    public let title = "Tasks"
    public weak var navigation: NavigationControlling?
    private let list = ListView()
    private let summaryLabel = LabelView()
    private let noteLabel = LabelView()
    private let doneField = TextFieldView(field: "done")
    private let addButton = ButtonView(control: "add")
    private let infoButton = ButtonView(control: "info")

    public init(pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>) {
        self.pipeline = pipeline
        doneField.render(TextFieldRenderable(text: "", placeholder: "a task number"))
        addButton.render(ButtonRenderable(title: "Add"))
        infoButton.render(ButtonRenderable(title: "Info"))
    }

    public var views: [TextDrawing] { [list, summaryLabel, noteLabel, doneField, addButton, infoButton] }

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
        switch update {
        case .show(let rows, let summary):
            list.render(ListRenderable(rows: rows, emptyText: "No tasks yet."))
            summaryLabel.render(LabelRenderable(text: summary))
        case .note(let text):
            noteLabel.render(LabelRenderable(text: text))
        }
    }
}
