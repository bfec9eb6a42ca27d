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

    private let window = TextWindow()
    private var trunk = CommunicationScene.newTrunk()
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window), SceneRoot(label: "trunk", object: trunk)]
    }

    public var breakableRules: [String] { [Self.rule] }
    public var controls: [String] { window.root?.visible?.controls ?? [] }
    public var fields: [String] { window.root?.visible?.fields ?? [] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    public func tap(_ control: String) -> SceneReply {
        deliver(.tap(control: control))
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        deliver(.type(field: field, text: text))
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .refused("this lesson has no rule named '\(rule)' to break") }
        brokenRule = rule
        start()
        return .delivered(["A new app, with a new Trunk, whose TaskList Joint adds saved tasks itself."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .refused("nothing is broken in this scene") }
        brokenRule = nil
        start()
        return .delivered(["A new app, with a new Trunk, whose TaskList Joint hands saved tasks to its Core."])
    }

    private func deliver(_ event: UserEvent) -> SceneReply {
        guard let screen = window.root?.visible else { return .refused("the window is empty") }
        return SceneReply(UserEvents.deliver(event, to: screen))
    }

    /// A new Trunk and a new TaskList module for the current variant, shown in the window.
    private func start() {
        trunk = Self.newTrunk()
        let list: TextScreen = brokenRule == nil
            ? TaskListModuleAssembly(trunk: trunk).view
            : TaskListModuleAssembly(trunk: trunk) { [trunk] pipeline, state, view in
                ShortcutTaskListJoint(pipeline: pipeline, state: state, view: view, trunk: trunk)
            }.view
        window.root = TextNavigationController(root: list)
    }

    private static func newTrunk() -> AppTrunk {
        AppTrunk(
            authManager: AuthManager(), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
            formatting: FormattingProvider())
    }
}
