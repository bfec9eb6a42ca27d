// Part of the Launch module the exercise checks of lessons 5 and 8 share, shipped with the
// lessons. Not yours to edit.
import RoundTable
import SuperSimple

/// The Launch screen: a status label and a launch button; a tap on it is the View's intent.
final class LaunchView: ModuleView, TextScreen {
    typealias Messages = LaunchMessages
    let pipeline: any PipelineViewNotifying<LaunchMessages.ViewIntent>
    let title = "Launch"
    weak var navigation: NavigationControlling?
    private let statusLabel = LabelView()
    private let launchButton = ButtonView(control: "launch")

    init(pipeline: any PipelineViewNotifying<LaunchMessages.ViewIntent>) {
        self.pipeline = pipeline
        launchButton.render(ButtonRenderable(title: "Launch"))
    }

    var views: [TextDrawing] { [statusLabel, launchButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "launch") else { return unknown(event) }
        pipeline.notify(intent: .launchTap)
        return .delivered
    }

    func handlePresenter(update: LaunchMessages.PresenterUpdate) {
        guard case .status(let text) = update else { return }
        statusLabel.render(LabelRenderable(text: text))
    }
}
