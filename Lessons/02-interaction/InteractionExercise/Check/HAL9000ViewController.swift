// Part of lesson 2's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The HAL 9000 screen: owns a banner view, a button, and the interaction; hands the interaction
/// the banner with `use(_:)` and tells it when the main button was tapped.
final class HAL9000ViewController: TextScreen {
    let title = "HAL 9000"
    weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")

    init(podBayInteraction: PodBayDoorsInteracting) {
        self.podBayInteraction = podBayInteraction
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
    }

    var views: [TextDrawing] { [bannerView, mainButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "mainButton") else { return unknown(event) }
        HopReporter.call(from: self, to: podBayInteraction, "didTapMainButton()") {
            podBayInteraction.didTapMainButton()
        }
        return .delivered
    }
}
