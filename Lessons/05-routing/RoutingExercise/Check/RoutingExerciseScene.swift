// Lesson 5's exercise: the scene `check` builds with your LaunchCore, from the files in this
// folder and the Launch module's other parts in ExerciseSupport/LaunchModule. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// A window showing the Launch module built with your Core; `tap launch` is the View's intent.
final class RoutingExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let module = assembleModule(
            pipeline: Pipeline<LaunchMessages>(), state: LaunchState(),
            core: { pipeline, state in LaunchCore(pipeline: pipeline, state: state) },
            presenter: { pipeline, state in LaunchPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LaunchView(pipeline: pipeline) },
            joint: { pipeline, _, _ in LaunchJoint(pipeline: pipeline) })
        window.root = TextNavigationController(root: module.view)
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
