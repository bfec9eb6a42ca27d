public import LessonKit
import RoundTable
import SuperSimple

/// Lesson 5's scene: the app's window shows a Login module built from the app's Trunk. The scene
/// plays the parent: it listens to the Login Joint's output and, on `.dismiss`, the window lets
/// go of the login screen. `tap start` builds a new one from the same Trunk.
/// `break presenter-signs-in` rebuilds the app with a Presenter that signs in by itself;
/// `break misspelt-handler` with a Presenter whose event handler is misspelt.
public final class RoutingScene: LessonScene {
    public static let sceneID = "routing"
    private static let rules = ["presenter-signs-in", "misspelt-handler"]
    private static let emptyWindow = "the window is empty; 'tap start' builds the login screen again"

    private let app = AppWindow { runLoop in
        AppTrunk(authManager: AuthManager(remembered: ("dave", ""), runLoop: runLoop), taskManager: TaskManager(), formatting: FormattingProvider())
    }
    private var output: LoginMessages.JointOutput?
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] { app.roots }
    public var breakableRules: [String] { Self.rules }
    public var controls: [String] { app.isEmpty ? ["start"] : app.controls }
    public var fields: [String] { app.fields }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        app.draw(width: width, ascii: ascii) + (app.isEmpty ? ["[ Start ] (tap start)"] : [])
    }

    public func tap(_ control: String) -> SceneReply {
        if control == "start", app.isEmpty {
            start()
            return .delivered([])
        }
        return deliver(.tap(control: control))
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        deliver(.type(field: field, text: text))
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard Self.rules.contains(rule) else { return .noSuchRule(rule) }
        brokenRule = rule
        restart()
        return .delivered([rule == "misspelt-handler"
            ? "A new app, with a new Trunk, whose Login Presenter spells its event handler handleCore(evnt:)."
            : "A new app, with a new Trunk, whose Login Presenter signs in by itself."])
    }

    public func fix() -> SceneReply {
        guard let broken = brokenRule else { return .nothingBroken }
        brokenRule = nil
        restart()
        return .delivered([broken == "misspelt-handler"
            ? "A new app, with a new Trunk, whose Login Presenter handles its events with handleCore(event:)."
            : "A new app, with a new Trunk, whose Login Core alone signs in."])
    }

    /// The replayed wrong passwords are the text's demonstrations, not the learner's: forgotten, so
    /// `open routing` gives the three attempts the text promises. A broken variant keeps its count:
    /// "What two sign-ins cost" needs the attempts its step before made.
    public func resumedAfterReplay() -> String? {
        guard brokenRule == nil, let auth = app.trunk.authManager as? AuthManager, auth.wrongAttemptCount > 0 else { return nil }
        let count = auth.wrongAttemptCount
        auth.forgetWrongAttempts()
        return "the AuthManager forgot the \(count) wrong attempt\(count == 1 ? "" : "s") the replay made: you have all \(AuthManager.attemptLimit)"
    }

    private func deliver(_ event: UserEvent) -> SceneReply {
        output = nil
        let reply = app.deliver(event, emptyWindow: Self.emptyWindow)
        guard let output else { return reply }
        return .delivered(["LoginJoint sent \(Hop.caseText(output)) to its parent: the window let go of the login screen."])
    }

    /// A new Trunk too, so the attempt count starts again with the new variant.
    private func restart() {
        app.renewTrunk()
        start()
    }

    /// A Login module for the current variant, from the current Trunk, shown in the window.
    private func start() {
        let module = switch brokenRule {
        case "presenter-signs-in": SigningInLoginModuleAssembly(trunk: app.trunk, kind: .email)
        case "misspelt-handler": MisspeltLoginModuleAssembly(trunk: app.trunk, kind: .email)
        default: LoginModuleAssembly(trunk: app.trunk, kind: .email)
        }
        module.joint.attach { [weak self] output in
            self?.output = output
            self?.app.close()
        }
        app.show(module.view)
    }
}
