import LessonKit
import RoundTable
import SuperSimple

/// Lesson 6's scene: the TaskList module at the root of the window, built from the app's Trunk.
/// `tap add` makes its Joint build a TaskEdit module, hand it a suggested title, listen to its
/// output and present it; saving comes back as the list's own input. `tap info` presents Info.
/// `break joint-writes-tasks` rebuilds the app with a Joint that adds the task itself.
public final class CommunicationScene: LessonScene {
    public static let sceneID = "communication"
    private static let rule = "joint-writes-tasks"

    private let app = AppWindow {
        AppTrunk(
            authManager: AuthManager(), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
            formatting: FormattingProvider())
    }
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] { app.roots }
    public var breakableRules: [String] { [Self.rule] }
    public var controls: [String] { app.controls }
    public var fields: [String] { app.fields }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        app.draw(width: width, ascii: ascii)
    }

    public func tap(_ control: String) -> SceneReply {
        app.deliver(.tap(control: control), emptyWindow: "the window is empty")
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        app.deliver(.type(field: field, text: text), emptyWindow: "the window is empty")
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .noSuchRule(rule) }
        brokenRule = rule
        app.renewTrunk()
        start()
        return .delivered(["A new app, with a new Trunk, whose TaskList Joint adds saved tasks itself."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        app.renewTrunk()
        start()
        return .delivered(["A new app, with a new Trunk, whose TaskList Joint hands saved tasks to its Core."])
    }

    /// A TaskList module for the current variant, from the current Trunk, shown in the window.
    private func start() {
        let trunk = app.trunk
        let list: TextScreen = brokenRule == nil
            ? TaskListModuleAssembly(trunk: trunk).view
            : TaskListModuleAssembly(trunk: trunk) { pipeline, state, view in
                ShortcutTaskListJoint(pipeline: pipeline, state: state, view: view, trunk: trunk)
            }.view
        app.show(list)
    }
}
