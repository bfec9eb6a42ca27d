// Lesson 2's exercise: the scene `check` builds with your PodBayDoorsInteraction, from the files
// in this folder. Shipped with the lesson; your files sit beside it and are compiled with it. Not
// yours to edit.
import LessonKit
import SuperSimple

/// A window showing the HAL 9000 screen, built with your interaction.
final class InteractionExerciseScene: LessonScene {
    private let window = TextWindow()
    /// What an interaction never given its banner said when tapped; nil until `tap unwired`.
    private var unwiredSaid: String?
    /// What an interaction given a banner of another kind did when tapped twice; nil until `tap spy`.
    private var spySaid: String?

    init() {
        let screen = HopReporter.initialize { HAL9000ViewController(podBayInteraction: PodBayDoorsInteraction()) }
        window.root = TextNavigationController(root: screen)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.visibleControls + ["unwired", "spy", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode) + [unwiredSaid, spySaid].compactMap(\.self)
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "close": return window.letGo()
        case "unwired":
            unwiredSaid = UnwiredReport.tapUnwired()
            return .delivered([])
        case "spy":
            spySaid = SpyBanner.tapTwice()
            return .delivered([])
        default: return window.tapVisible(control)
        }
    }
}
