// Lesson 4's exercise: the scene `check` builds with your DiscoveryOneNavigation, from the files
// in this folder. Shipped with the lesson; your files sit beside it and are compiled with it. Not
// yours to edit.
import LessonKit
import SuperSimple

/// A window holding a navigation controller whose root is Mission Control, built with your
/// navigation. `tap open` asks it to push Discovery One; `tap back` pops it.
final class NavigationExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let root = HopReporter.initialize {
            MissionControlViewController(
                interaction: MissionControlInteraction(navigation: DiscoveryOneNavigation(
                    discoveryAssembler: GivenDiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()))))
        }
        window.root = TextNavigationController(root: root)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { (window.root?.visible?.controls ?? []) + ["back", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close" { return window.letGo() }
        guard let controller = window.root, let screen = controller.visible else { return .refused("the window is empty") }
        if control == "back" {
            return controller.pop() ? .delivered([]) : .refused("Mission Control is the root; nothing was pushed to go back from")
        }
        return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
    }
}
