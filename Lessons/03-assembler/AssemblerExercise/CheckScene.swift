// Lesson 3's exercise: the scene `check` builds with your DiscoveryOneAssembler. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// What the Discovery One screen sees of its interaction.
protocol PodBayDoorsInteracting: AnyObject {
    func didTapMainButton()
}

/// The interaction the screen needs: decides HAL's answer.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    func didTapMainButton() {}
}

/// Builds what a screen needs to react to the pod bay doors button.
protocol PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting
}

/// Builds a `PodBayDoorsInteraction`: one initializer, nothing else.
struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting {
        HopReporter.assemble(by: Self.self) { HopReporter.initialize { PodBayDoorsInteraction() } }
    }
}

/// Builds the Discovery One screen.
protocol DiscoveryOneAssembling {
    func assemble() -> TextScreen
}

/// The Discovery One screen: owns the interaction it is given.
final class DiscoveryOneViewController: TextScreen {
    let title = "Discovery One"
    weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let label = LabelView()

    init(podBayInteraction: PodBayDoorsInteracting) {
        self.podBayInteraction = podBayInteraction
        label.render(LabelRenderable(text: "Good afternoon, Dave."))
    }

    var views: [TextDrawing] { [label] }

    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
}

/// A window; `tap assemble` asks your assembler for the screen, given the interaction's assembler,
/// and shows what it built. The route of the tap is the assembly tree.
final class AssemblerExerciseScene: LessonScene {
    private let window = TextWindow()

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { ["assemble"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        guard control == "assemble" else { return .refused("no control '\(control)' here; tap assemble") }
        let assembler = DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler())
        let screen = HopReporter.assemble(by: DiscoveryOneAssembler.self) { assembler.assemble() }
        window.root = TextNavigationController(root: screen)
        return .delivered([])
    }
}
