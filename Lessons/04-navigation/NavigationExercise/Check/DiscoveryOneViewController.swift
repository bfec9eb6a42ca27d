// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The screen your navigation shows, built by `DiscoveryOneAssembler`.
final class DiscoveryOneViewController: TextScreen {
    let title = "Discovery One"
    weak var navigation: NavigationControlling?
    private let label = LabelView()

    init() {
        label.render(LabelRenderable(text: "Dave, this conversation can serve no purpose anymore."))
    }

    var views: [TextDrawing] { [label] }

    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
}
