import LessonKit
import RoundTable
import SuperSimple

final class HalView: ModuleView, TextScreen {
    typealias Messages = HalMessages
    let pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>
    let title = "HAL 9000"
    weak var navigation: NavigationControlling?
    private let insistButton = ButtonView(control: "insist")

    init(pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>) {
        self.pipeline = pipeline
        insistButton.render(ButtonRenderable(title: "Open the doors, HAL. That's an order."))
    }

    var views: [TextDrawing] { [insistButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "insist") else { return unknown(event) }
        pipeline.notify(intent: .insistTap)
        return .delivered
    }

    func handlePresenter(update: HalMessages.PresenterUpdate) {}
}
