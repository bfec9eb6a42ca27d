import LessonKit
import RoundTable
import SuperSimple

/// Lesson 5's scene: the app's window shows a Login module built from the app's Trunk. The scene
/// plays the parent: it listens to the Login Joint's output and, on `.dismiss`, the window lets
/// go of the login screen. `tap start` builds a new one from the same Trunk.
/// `break presenter-signs-in` rebuilds the app with a Presenter that signs in by itself.
public final class RoutingScene: LessonScene {
    public static let sceneID = "routing"
    private static let rule = "presenter-signs-in"

    private let window = TextWindow()
    private var trunk = RoutingScene.newTrunk()
    private var output: LoginMessages.JointOutput?
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window), SceneRoot(label: "trunk", object: trunk)]
    }

    public var breakableRules: [String] { [Self.rule] }
    public var controls: [String] { window.root?.visible?.controls ?? ["start"] }
    public var fields: [String] { window.root?.visible?.fields ?? [] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode) + (window.root == nil ? ["[ Start ] (tap start)"] : [])
    }

    public func tap(_ control: String) -> SceneReply {
        if control == "start", window.root == nil {
            start()
            return .delivered([])
        }
        return deliver(.tap(control: control))
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        deliver(.type(field: field, text: text))
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .refused("this lesson has no rule named '\(rule)' to break") }
        brokenRule = rule
        restart()
        return .delivered(["A new app, with a new Trunk, whose Login Presenter signs in by itself."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .refused("nothing is broken in this scene") }
        brokenRule = nil
        restart()
        return .delivered(["A new app, with a new Trunk, whose Login Core alone signs in."])
    }

    private func deliver(_ event: UserEvent) -> SceneReply {
        guard let screen = window.root?.visible else {
            return .refused("the window is empty; 'tap start' builds the login screen again")
        }
        output = nil
        let reply = SceneReply(UserEvents.deliver(event, to: screen))
        guard let output else { return reply }
        return .delivered(["LoginJoint sent \(Hop.caseText(output)) to its parent: the window let go of the login screen."])
    }

    /// A new Trunk too, so the attempt count starts again with the new variant.
    private func restart() {
        trunk = Self.newTrunk()
        start()
    }

    /// A Login module for the current variant, from the current Trunk, shown in the window.
    private func start() {
        let module = brokenRule == nil
            ? LoginModuleAssembly(trunk: trunk, kind: .email)
            : SigningInLoginModuleAssembly(trunk: trunk, kind: .email)
        module.joint.attach { [weak self] output in
            self?.output = output
            self?.window.root = nil
        }
        window.root = TextNavigationController(root: module.view)
    }

    private static func newTrunk() -> AppTrunk {
        AppTrunk(
            authManager: AuthManager(remembered: ("dave", "")), taskManager: TaskManager(),
            formatting: FormattingProvider())
    }
}
