public import SuperSimple

/// The first screen of lesson 4: a line of text, the open button and the call button. It owns its interaction
/// and, once a navigation controller shows it, hands that controller on with `use(_:)`.
public final class MissionControlViewController: TextScreen {
    public let title = "Mission Control"
    public weak var navigation: NavigationControlling? {
        didSet {
            guard let navigation else { return }
            HopReporter.use(navigation, on: interaction, from: self) { interaction.use(navigation) }
        }
    }
    private let interaction: MissionControlInteracting
    private let statusLabel = LabelView()
    private let openButton = ButtonView(control: "open")
    private let callButton = ButtonView(control: "call")

    public init(interaction: MissionControlInteracting) {
        self.interaction = interaction
        statusLabel.render(LabelRenderable(text: "Discovery One is on its way to Jupiter."))
        openButton.render(ButtonRenderable(title: "Contact Discovery One"))
        callButton.render(ButtonRenderable(title: "Call Discovery One (modal)"))
    }

    public var views: [TextDrawing] { [statusLabel, openButton, callButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .tap(control: "open"):
            HopReporter.call(from: self, to: interaction, "didTapOpenButton()") { interaction.didTapOpenButton() }
        case .tap(control: "call"):
            HopReporter.call(from: self, to: interaction, "didTapCallButton()") { interaction.didTapCallButton() }
        default:
            return unknown(event)
        }
        return .delivered
    }
}
