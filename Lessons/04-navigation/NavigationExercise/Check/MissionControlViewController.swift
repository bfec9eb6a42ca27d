// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// Mission Control: the stack's root, with the open button. Owns its interaction and hands it the
/// navigation controller that shows it.
final class MissionControlViewController: TextScreen {
    let title = "Mission Control"
    weak var navigation: NavigationControlling? {
        didSet {
            guard let navigation else { return }
            HopReporter.use(navigation, on: interaction, from: self) { interaction.use(navigation) }
        }
    }
    private let interaction: MissionControlInteraction
    private let openButton = ButtonView(control: "open")

    init(interaction: MissionControlInteraction) {
        self.interaction = interaction
        openButton.render(ButtonRenderable(title: "Contact Discovery One"))
    }

    var views: [TextDrawing] { [openButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "open") else { return unknown(event) }
        HopReporter.call(from: self, to: interaction, "didTapOpenButton()") { interaction.didTapOpenButton() }
        return .delivered
    }
}
