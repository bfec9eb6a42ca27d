public import LessonKit
import RoundTable
import SuperSimple

/// Lesson 7's scene: the TaskList module at the root of the window; `tap add` opens the editor,
/// `tap close` makes the window let go of the whole stack, `tap start` builds a new one.
/// Two variants break the memory rule: `strong-view` (the list's Pipeline holds its View
/// strongly) and `strong-listener` (the list's Core is captured strongly by the listener it
/// attaches to the Trunk's task manager).
public final class MemoryScene: LessonScene {
    public static let sceneID = "memory"
    private static let rules = ["strong-view", "strong-listener"]

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
    public var breakableRules: [String] { Self.rules }
    public var controls: [String] { app.isEmpty ? ["start"] : app.controls + ["close"] }
    public var fields: [String] { app.fields }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        app.draw(width: width, ascii: ascii) + [app.isEmpty ? "[ Start ] (tap start)" : "[ Close ] (tap close)"]
    }

    public func tap(_ control: String) -> SceneReply {
        switch (control, app.isEmpty) {
        case ("start", true):
            start()
            return .delivered([])
        case ("close", false) where !app.controls.contains("close"):
            app.close()
            return .delivered(["The window let go of the navigation controller."])
        default:
            return app.deliver(.tap(control: control), emptyWindow: "the window is empty; 'tap start' builds the list again")
        }
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        app.deliver(.type(field: field, text: text), emptyWindow: "the window is empty; 'tap start' builds the list again")
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard Self.rules.contains(rule) else { return .noSuchRule(rule) }
        brokenRule = rule
        start()
        return .delivered([rule == "strong-view"
            ? "A new stack whose list Pipeline holds its View strongly."
            : "A new stack whose list Core attaches a listener to the task manager that captures the Core strongly."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        start()
        return .delivered(["A new stack that keeps the memory rule."])
    }

    /// A TaskList module for the current variant, shown in the window.
    private func start() {
        let trunk = app.trunk
        switch brokenRule {
        case "strong-view":
            app.show(TaskListModuleAssembly(trunk: trunk, pipeline: Pipeline(holdsViewStrongly: true)) { pipeline, state in
                TaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager)
            }.view)
        case "strong-listener":
            app.show(TaskListModuleAssembly(trunk: trunk) { pipeline, state in
                StrongListenerTaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager)
            }.view)
        default:
            app.show(TaskListModuleAssembly(trunk: trunk).view)
        }
    }
}
