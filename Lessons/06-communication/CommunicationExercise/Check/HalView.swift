import LessonKit
import RoundTable
import SuperSimple

final class HalView: ModuleView, TextScreen {
    typealias Messages = HalMessages
    let pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>
    let title = "HAL 9000"
    weak var navigation: NavigationControlling?

    init(pipeline: any PipelineViewNotifying<HalMessages.ViewIntent>) {
        self.pipeline = pipeline
    }

    var views: [TextDrawing] { [] }
    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
    func handlePresenter(update: HalMessages.PresenterUpdate) {}
}
