import LessonKit
import SuperSimple

/// The Discovery One screen: owns the interaction it is given. Reports its own initializer, so
/// the route shows which assembler called it.
final class DiscoveryOneViewController: TextScreen {
    let title = "Discovery One"
    weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let label = LabelView()

    init(podBayInteraction: PodBayDoorsInteracting) {
        let report = InitializerReport(DiscoveryOneViewController.self)
        self.podBayInteraction = podBayInteraction
        label.render(LabelRenderable(text: "Good afternoon, Dave."))
        report.built(self)
    }

    var views: [TextDrawing] { [label] }

    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
}
