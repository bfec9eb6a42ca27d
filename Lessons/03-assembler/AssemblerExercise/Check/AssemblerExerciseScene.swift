// Lesson 3's exercise: the scene `check` builds with your DiscoveryOneAssembler and the other
// types of this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// A window; `tap assemble` asks your assembler for the screen, given the interaction's assembler,
/// and shows what it built. The route of the tap is the assembly tree.
final class AssemblerExerciseScene: LessonScene {
    private let window = TextWindow()

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { ["assemble", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close" { return window.letGo() }
        guard control == "assemble" else { return .refused("no control '\(control)' here; tap assemble") }
        // Made inside the reported hop too: what your assembler builds when it is made (a stored
        // property, its init) is its work, and is drawn under it.
        let screen = HopReporter.assemble(by: DiscoveryOneAssembler.self) {
            DiscoveryOneAssembler(interactionAssembler: GivenPodBayDoorsInteractionAssembler()).assemble()
        }
        window.root = TextNavigationController(root: screen)
        return .delivered([])
    }
}
