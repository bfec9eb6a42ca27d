public import SuperSimple

/// The HAL 9000 screen's status panel: a subview with a label and a button of its own. It owns
/// the interaction for its separate function, the ship's status, sees it through
/// `ShipStatusInteracting`, gives it the label with `use(_:)`, and tells it what happened.
public final class ShipStatusPanel: TextPanel {
    private let interaction: ShipStatusInteracting
    private let label = LabelView()
    private let button = ButtonView(control: "status")

    public init(interaction: ShipStatusInteracting) {
        self.interaction = interaction
        label.render(LabelRenderable(text: "Ship's status: not asked yet."))
        button.render(ButtonRenderable(title: "Ship's status"))
        HopReporter.use(label, on: interaction, from: self) { interaction.use(label) }
    }

    public var views: [TextDrawing] { [label, button] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "status") else { return .refused("the status panel has no control for \(event)") }
        HopReporter.call(from: self, to: interaction, "didTapStatusButton()") { interaction.didTapStatusButton() }
        return .delivered
    }
}
