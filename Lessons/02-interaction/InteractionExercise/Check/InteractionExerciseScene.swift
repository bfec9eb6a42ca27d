// Lesson 2's exercise: the scene `check` builds with your PodBayDoorsInteraction, from the files
// in this folder. Shipped with the lesson; your files sit beside it and are compiled with it. Not
// yours to edit.
import LessonKit
import SuperSimple

/// A window showing the HAL 9000 screen, built with your interaction.
final class InteractionExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let screen = HopReporter.initialize { HAL9000ViewController(podBayInteraction: PodBayDoorsInteraction()) }
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
