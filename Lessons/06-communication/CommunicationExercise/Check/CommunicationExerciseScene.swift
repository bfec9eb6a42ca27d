// Lesson 6's exercise: the scene `check` builds with your MissionJoint and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// Mission Control; your MissionJoint builds HAL, the child module, with `HalModuleAssembly()`
/// when Dave taps ask, and presents its View. `tap ask` is the parent View's intent, `tap insist`
/// HAL's (HAL answers again, otherwise). `tap leave` lets Mission Control go while HAL stays on
/// screen, in a window of its own: HAL may answer after its parent is gone, and the parent's
/// Joint must not be needed for it. `tap close` lets every window go.
final class CommunicationExerciseScene: LessonScene {
    private let window = TextWindow()
    /// HAL's screen once Mission Control left: the app keeps it on, in a window of its own.
    private let halWindow = TextWindow()
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

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "HAL's window", object: halWindow)] }

    var controls: [String] {
        let shown = halWindow.root == nil ? window.visibleControls : halWindow.visibleControls
        let ask = navigation?.presented != nil ? ["ask", "leave"] : []
        return shown + ask + ["close"]
    }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        let style: FrameStyle = ascii ? .ascii : .unicode
        if halWindow.root != nil { return halWindow.draw(width: width, style: style) }
        let under = navigation?.presented == nil ? [] : (missionView?.draw(width: width, style: style) ?? [])
        return window.draw(width: width, style: style) + under
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "ask" where navigation?.presented != nil:
            // HAL is presented over Mission Control: ask again from Mission Control's screen.
            guard let missionView else { return .refused("Mission Control is gone") }
            return SceneReply(UserEvents.deliver(.tap(control: control), to: missionView))
        case "leave":
            guard halWindow.root == nil, let hal = navigation?.presented else { return .refused("HAL is not presented; tap ask first") }
            halWindow.root = TextNavigationController(root: hal)
            window.root = nil
            return .delivered(["Mission Control's window let go of Mission Control; HAL's screen stays, in a window of its own."])
        case "close":
            guard window.root != nil || halWindow.root != nil else { return .refused("every window is already empty") }
            window.root = nil
            halWindow.root = nil
            return .delivered(["The windows let go of their screens."])
        default:
            return halWindow.root == nil ? window.tapVisible(control) : halWindow.tapVisible(control)
        }
    }
}
