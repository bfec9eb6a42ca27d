public import SuperSimple

/// The Discovery One screen: a banner and the main button. It owns its interaction (seen only
/// through `PodBayDoorsInteracting`), gives it the banner, and tells it what happened.
public final class DiscoveryOneViewController: TextScreen {
    public let title = "Discovery One"
    public weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")

    public init(podBayInteraction: PodBayDoorsInteracting) {
        self.podBayInteraction = podBayInteraction
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
    }

    public var views: [TextDrawing] { [bannerView, mainButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "mainButton") else { return unknown(event) }
        HopReporter.call(from: self, to: podBayInteraction, "didTapMainButton()") {
            podBayInteraction.didTapMainButton()
        }
        return .delivered
    }
}
