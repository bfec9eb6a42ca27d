import SuperSimple

/// The HAL 9000 screen of lesson 2: a banner and the main button, and a status line with its own
/// button. It owns one interaction per function, sees each through its protocol, and tells each
/// what happened. How it wires the interaction is a parameter, so the lesson's broken
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
    private let statusInteraction: ShipStatusInteracting
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")
    private let statusLabel = LabelView()
    private let statusButton = ButtonView(control: "status")

    public init(
        podBayInteraction: PodBayDoorsInteracting, statusInteraction: ShipStatusInteracting, wiring: Wiring = .bannerView
    ) {
        self.podBayInteraction = podBayInteraction
        self.statusInteraction = statusInteraction
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        statusLabel.render(LabelRenderable(text: "Ship's status: not asked yet."))
        statusButton.render(ButtonRenderable(title: "Ship's status"))
        HopReporter.use(statusLabel, on: statusInteraction, from: self) { statusInteraction.use(statusLabel) }
        switch wiring {
        case .bannerView:
            HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
        case .itself:
            HopReporter.use(self, on: podBayInteraction, from: self) { podBayInteraction.use(self) }
        case .nothing: break
        }
    }

    public var views: [TextDrawing] { [bannerView, mainButton, statusLabel, statusButton] }

    /// Passes a renderable on to the banner view (only used when wired as `.itself`).
    public func render(_ renderable: BannerRenderable) {
        bannerView.render(renderable)
    }

    public func handle(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .tap(control: "mainButton"):
            HopReporter.call(from: self, to: podBayInteraction, "didTapMainButton()") {
                podBayInteraction.didTapMainButton()
            }
        case .tap(control: "status"):
            HopReporter.call(from: self, to: statusInteraction, "didTapStatusButton()") {
                statusInteraction.didTapStatusButton()
            }
        default:
            return unknown(event)
        }
        return .delivered
    }
}
