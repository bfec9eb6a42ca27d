public import RoundTable
public import SuperSimple

/// A summary and a close button.
public final class InfoView: ModuleView, TextScreen {
    public typealias Messages = InfoMessages
    public let pipeline: any PipelineViewNotifying<InfoMessages.ViewIntent>
    public let title = "Info"
    public weak var navigation: NavigationControlling?
    private let summaryLabel = LabelView()
    private let closeButton = ButtonView(control: "close")

    public init(pipeline: any PipelineViewNotifying<InfoMessages.ViewIntent>) {
        self.pipeline = pipeline
        closeButton.render(ButtonRenderable(title: "Close"))
    }

    public var views: [TextDrawing] { [summaryLabel, closeButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "close") else { return unknown(event) }
        pipeline.notify(intent: .closeTap)
        return .delivered
    }

    public func handlePresenter(update: InfoMessages.PresenterUpdate) {
        if case .summary(let text) = update { summaryLabel.render(LabelRenderable(text: text)) }
    }
}
