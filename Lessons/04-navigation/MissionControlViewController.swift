import SuperSimple

/// The first screen of lesson 4: a line of text and the open button. It owns its interaction
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

    public init(interaction: MissionControlInteracting) {
        self.interaction = interaction
        statusLabel.render(LabelRenderable(text: "Discovery One is on its way to Jupiter."))
        openButton.render(ButtonRenderable(title: "Contact Discovery One"))
    }

    public var views: [TextDrawing] { [statusLabel, openButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "open") else { return unknown(event) }
        HopReporter.call(from: self, to: interaction, "didTapOpenButton()") {
            interaction.didTapOpenButton()
        }
        return .delivered
    }
}
