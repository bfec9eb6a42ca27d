// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The screen your navigation shows, as lessons 3 and 4 build it: it owns the interaction it is
/// given (`DiscoveryOneViewController(podBayInteraction:)`), and `DiscoveryOneAssembler` builds it.
final class DiscoveryOneViewController: TextScreen {
    let title = "Discovery One"
    weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let label = LabelView()

    init(podBayInteraction: PodBayDoorsInteracting) {
        self.podBayInteraction = podBayInteraction
        label.render(LabelRenderable(text: "Dave, this conversation can serve no purpose anymore."))
    }

    /// The screen with an interaction of its own making. No lesson shows it: it is here so that a
    /// navigation that builds the screen itself (`DiscoveryOneViewController()`) still builds, and
    /// `check` can say what that does (the route skips the assembler), not only that it does not compile.
    convenience init() {
        self.init(podBayInteraction: PodBayDoorsInteractionAssembler().assemble())
    }

    var views: [TextDrawing] { [label] }

    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
}
