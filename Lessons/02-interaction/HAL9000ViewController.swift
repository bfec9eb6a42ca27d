public import SuperSimple

/// The HAL 9000 screen of lesson 2: a banner and the main button, and a status panel. It owns the
/// pod bay doors interaction, sees it through its protocol and tells it what happened; the
/// panel, a subview, owns the interaction for its own function, the ship's status. How it wires the interaction is a parameter, so the lesson's broken
/// variants are the same screen wired wrongly, not different code paths.
public final class HAL9000ViewController: TextScreen, BannerRendering {
    /// What the screen hands its interaction with `use(_:)`.
    public enum Wiring: Equatable, Sendable {
        /// Its banner view: the rule.
        case bannerView
        /// Itself, as the thing to render on: with an interaction that holds it strongly, a cycle.
        case itself
        /// Nothing: `use(_:)` is never called.
        case nothing
    }

    public let title = "HAL 9000"
    public weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")
    private let statusPanel: ShipStatusPanel

    public init(
        podBayInteraction: PodBayDoorsInteracting, statusInteraction: ShipStatusInteracting, wiring: Wiring = .bannerView
    ) {
        self.podBayInteraction = podBayInteraction
        statusPanel = HopReporter.initialize { ShipStatusPanel(interaction: statusInteraction) }
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        switch wiring {
        case .bannerView:
            HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
        case .itself:
            HopReporter.use(self, on: podBayInteraction, from: self) { podBayInteraction.use(self) }
        case .nothing: break
        }
    }

    public var views: [TextDrawing] { [bannerView, mainButton, statusPanel] }

    /// Passes a renderable on to the banner view (only used when wired as `.itself`).
    public func render(_ renderable: BannerRenderable) {
        bannerView.render(renderable)
    }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "mainButton") else { return unknown(event) }
        HopReporter.call(from: self, to: podBayInteraction, "didTapMainButton()") {
            podBayInteraction.didTapMainButton()
        }
        return .delivered
    }
}
