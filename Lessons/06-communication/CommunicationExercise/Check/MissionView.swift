import LessonKit
import RoundTable
import SuperSimple

final class MissionView: ModuleView, TextScreen {
    typealias Messages = MissionMessages
    let pipeline: any PipelineViewNotifying<MissionMessages.ViewIntent>
    let title = "Mission Control"
    weak var navigation: NavigationControlling?
    private let answerLabel = LabelView()
    private let askButton = ButtonView(control: "ask")

    init(pipeline: any PipelineViewNotifying<MissionMessages.ViewIntent>) {
        self.pipeline = pipeline
        answerLabel.render(LabelRenderable(text: "HAL has not been asked yet."))
        askButton.render(ButtonRenderable(title: "Ask HAL to open the pod bay doors"))
    }

    var views: [TextDrawing] { [answerLabel, askButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "ask") else { return unknown(event) }
        pipeline.notify(intent: .askTap)
        return .delivered
    }

    func handlePresenter(update: MissionMessages.PresenterUpdate) {
        guard case .answer(let text) = update else { return }
        answerLabel.render(LabelRenderable(text: text))
    }
}
