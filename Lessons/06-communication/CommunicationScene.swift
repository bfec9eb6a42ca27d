public import LessonKit
import RoundTable
import SuperSimple

/// Lesson 6's scene: the TaskList module at the root of the window, built from the app's Trunk.
/// `tap add` makes its Joint build a TaskEdit module, hand it a suggested title, listen to its
/// output and present it. Saving creates the task in the Trunk's task manager, which the list's
/// Core listens to, and the editor's output comes back as the list's input. `tap info` presents
/// Info. `break no-listener` rebuilds the app with a list Core that reads the tasks only once.
public final class CommunicationScene: LessonScene {
    public static let sceneID = "communication"
    private static let rule = "no-listener"

    private let app = AppWindow { runLoop in
        AppTrunk(
            authManager: AuthManager(runLoop: runLoop), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
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
        return .delivered(["A new app, with a new Trunk, whose TaskList Core reads the tasks once and never listens to the task manager."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        app.renewTrunk()
        start()
        return .delivered(["A new app, with a new Trunk, whose TaskList Core listens to the task manager."])
    }

    /// A TaskList module for the current variant, from the current Trunk, shown in the window.
    private func start() {
        let trunk = app.trunk
        let list: TextScreen = brokenRule == nil
            ? TaskListModuleAssembly(trunk: trunk).view
            : TaskListModuleAssembly(trunk: trunk) { pipeline, state in
                ReadOnceTaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager)
            }.view
        app.show(list)
    }
}
