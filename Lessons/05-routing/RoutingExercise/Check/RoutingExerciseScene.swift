// Lesson 5's exercise: the scene `check` builds with your LaunchCore, from the files in this
// folder and the Launch module's other parts in ExerciseSupport/LaunchModule. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// A window showing the Launch module built with your Core; `tap launch` is the View's intent.
/// `tap reopen` lets the module go and shows a new one, as an app does each time the screen is
/// opened: a count kept anywhere but in the module's own State shows there. `tap second` opens a
/// second window beside the first, with a Launch module of its own (built once, then kept), and
/// taps its launch: two modules alive at once, each counting in its own State. A line under the
/// window says what the second one shows.
final class RoutingExerciseScene: LessonScene {
    private let window = TextWindow()
    private let secondWindow = TextWindow()

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

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "second window", object: secondWindow)] }
    var controls: [String] { window.visibleControls + ["reopen", "second", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        let style: FrameStyle = ascii ? .ascii : .unicode
        return window.draw(width: width, style: style) + secondStatus(width: width, style: style)
    }

    /// What the second window's module shows: its first view, the status label its Presenter renders.
    private func secondStatus(width: Int, style: FrameStyle) -> [String] {
        guard let screen = secondWindow.root?.visible, let status = screen.views.first else { return [] }
        return ["Beside it, a second window's Launch module shows: " + status.draw(width: width, style: style).joined(separator: " ")]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "close":
            _ = secondWindow.letGo()
            return window.letGo()
        case "reopen":
            // The old module goes before the new one is built, as when a screen is closed and
            // opened again.
            window.root = nil
            window.root = TextNavigationController(root: Self.launchModule())
            return .delivered(["The window let go of the Launch module and shows a new one."])
        case "second":
            // Built beside the first module, which stays: two Cores alive at once.
            if secondWindow.root == nil { secondWindow.root = TextNavigationController(root: Self.launchModule()) }
            return secondWindow.tapVisible("launch")
        default:
            return window.tapVisible(control)
        }
    }
}
