// Lesson 6's exercise: the scene `check` builds with your MissionJoint and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// Mission Control with HAL as its child module: the child is built first and its Joint handed to
/// your MissionJoint. `tap ask` is the parent View's intent.
final class CommunicationExerciseScene: LessonScene {
    private let window = TextWindow()
    /// The child's screen, which holds the child's Pipeline (and so its parts) while the parent lives.
    private let halScreen: HalView

    init() {
        let hal = assembleModule(
            pipeline: Pipeline<HalMessages>(), state: HalState(),
            core: { pipeline, state in HalCore(pipeline: pipeline, state: state) },
            presenter: { _, _ in HalPresenter() },
            view: { pipeline in HalView(pipeline: pipeline) },
            joint: { pipeline, _, _ in HalJoint(pipeline: pipeline) })
        halScreen = hal.view
        let mission = assembleModule(
            pipeline: Pipeline<MissionMessages>(), state: MissionState(),
            core: { _, _ in MissionCore() },
            presenter: { pipeline, _ in MissionPresenter(pipeline: pipeline) },
            view: { pipeline in MissionView(pipeline: pipeline) },
            joint: { pipeline, _, _ in MissionJoint(pipeline: pipeline, hal: hal.joint) })
        window.root = TextNavigationController(root: mission.view)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "hal screen", object: halScreen)] }
    var controls: [String] { window.visibleControls + ["close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        control == "close" ? window.letGo() : window.tapVisible(control)
    }
}
