// Lesson 5's exercise: the scene `check` builds with your LaunchCore, from the files in this
// folder and the Launch module's other parts in ExerciseSupport/LaunchModule. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// A window showing the Launch module built with your Core; `tap launch` is the View's intent.
/// `tap reopen` lets the module go and shows a new one, as an app does each time the screen is
/// opened: a count kept anywhere but in the module's own State shows there.
final class RoutingExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        window.root = TextNavigationController(root: Self.launchModule())
    }

    private static func launchModule() -> LaunchView {
        assembleModule(
            pipeline: Pipeline<LaunchMessages>(), state: LaunchState(),
            core: { pipeline, state in LaunchCore(pipeline: pipeline, state: state) },
            presenter: { pipeline, state in LaunchPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LaunchView(pipeline: pipeline) },
            joint: { pipeline, _, _ in LaunchJoint(pipeline: pipeline) }
        ).view
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.visibleControls + ["reopen", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "close":
            return window.letGo()
        case "reopen":
            // The old module goes before the new one is built, as when a screen is closed and
            // opened again.
            window.root = nil
            window.root = TextNavigationController(root: Self.launchModule())
            return .delivered(["The window let go of the Launch module and shows a new one."])
        default:
            return window.tapVisible(control)
        }
    }
}
