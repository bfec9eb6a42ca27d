public import RoundTable
public import SuperSimple

/// The edit form: a title field, save and cancel.
public final class TaskEditView: ModuleView, TextScreen {
    public typealias Messages = TaskEditMessages
    public let pipeline: any PipelineViewNotifying<TaskEditMessages.ViewIntent>
    public let title = "New task"
    public weak var navigation: NavigationControlling?
    private let titleField = TextFieldView(field: "title")
    private let problemLabel = LabelView()
    private let saveButton = ButtonView(control: "save")
    private let cancelButton = ButtonView(control: "cancel")

    public init(pipeline: any PipelineViewNotifying<TaskEditMessages.ViewIntent>) {
        self.pipeline = pipeline
        saveButton.render(ButtonRenderable(title: "Save"))
        cancelButton.render(ButtonRenderable(title: "Cancel"))
    }

    public var views: [TextDrawing] { [titleField, problemLabel, saveButton, cancelButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .type(field: "title", let text):
            titleField.type(text)
            pipeline.notify(intent: .titleChange(text))
        case .tap(control: "save"): pipeline.notify(intent: .saveTap)
        case .tap(control: "cancel"): pipeline.notify(intent: .cancelTap)
        default: return unknown(event)
        }
        return .delivered
    }

    public func handlePresenter(update: TaskEditMessages.PresenterUpdate) {
        switch update {
        case .title(let text): titleField.render(TextFieldRenderable(text: text, placeholder: "what to do"))
        case .problem(let text): problemLabel.render(LabelRenderable(text: text ?? ""))
        }
    }
}
