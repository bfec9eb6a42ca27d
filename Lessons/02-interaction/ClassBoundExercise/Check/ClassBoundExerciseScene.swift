// Lesson 2's second exercise: the scene `check` builds with your StatusLightInteraction, from the
// files in this folder. Shipped with the lesson; your file sits beside it and is compiled with
// it. Not yours to edit.
import LessonKit
import SuperSimple

/// A window showing the ship status screen, built with your interaction.
final class ClassBoundExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let screen = HopReporter.initialize { ShipStatusScreen(interaction: StatusLightInteraction()) }
        window.root = TextNavigationController(root: screen)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.visibleControls + ["close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        control == "close" ? window.letGo() : window.tapVisible(control)
    }
}
