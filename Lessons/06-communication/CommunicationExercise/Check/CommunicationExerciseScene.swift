// Lesson 6's exercise: the scene `check` builds with your MissionJoint and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// Mission Control; your MissionJoint builds HAL, the child module, with `HalModuleAssembly()`
/// when Dave taps ask, and presents its View. `tap ask` is the parent View's intent; `tap close`
/// lets the window go.
final class CommunicationExerciseScene: LessonScene {
    private let window = TextWindow()
    /// Mission Control's screen, drawn under HAL's once HAL is presented over it.
    private weak var missionView: MissionView?
    /// The window's navigation, to see what is presented; the window owns it.
    private weak var navigation: TextNavigationController?

    init() {
        let mission = assembleModule(
            pipeline: Pipeline<MissionMessages>(), state: MissionState(),
            core: { _, _ in MissionCore() },
            presenter: { pipeline, _ in MissionPresenter(pipeline: pipeline) },
            view: { pipeline in MissionView(pipeline: pipeline) },
            joint: { pipeline, _, view in MissionJoint(pipeline: pipeline, view: view) })
        missionView = mission.view
        let navigation = TextNavigationController(root: mission.view)
        self.navigation = navigation
        window.root = navigation
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.visibleControls + ["close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        let style: FrameStyle = ascii ? .ascii : .unicode
        let under = navigation?.presented == nil ? [] : (missionView?.draw(width: width, style: style) ?? [])
        return window.draw(width: width, style: style) + under
    }

    func tap(_ control: String) -> SceneReply {
        if control == "ask", navigation?.presented != nil, let missionView {
            // HAL is presented over Mission Control: ask again from Mission Control's screen.
            return SceneReply(UserEvents.deliver(.tap(control: control), to: missionView))
        }
        return control == "close" ? window.letGo() : window.tapVisible(control)
    }
}
