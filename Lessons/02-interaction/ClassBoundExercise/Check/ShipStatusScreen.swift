// Part of lesson 2's second exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// A screen with a status light and a status button: it owns both and the interaction, hands the
/// interaction the light with `use(_:)`, and tells it when status was tapped.
final class ShipStatusScreen: TextScreen {
    let title = "Ship status"
    weak var navigation: NavigationControlling?
    private let interaction: StatusLightInteracting
    private let light = LabelView()
    private let statusButton = ButtonView(control: "status")

    init(interaction: StatusLightInteracting) {
        self.interaction = interaction
        statusButton.render(ButtonRenderable(title: "Status"))
        light.render(LabelRenderable(text: "Status unknown"))
        HopReporter.use(light, on: interaction, from: self) { interaction.use(light) }
    }

    var views: [TextDrawing] { [light, statusButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "status") else { return unknown(event) }
        HopReporter.call(from: self, to: interaction, "didTapStatus()") { interaction.didTapStatus() }
        return .delivered
    }
}
