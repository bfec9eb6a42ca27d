public import LessonKit
import RoundTable
import SuperSimple

/// Lesson 8's scene: an app whose entry shows the TaskList module first in the window, with a Login
/// module presented over it, both assembled from one Trunk. `tap email` / `tap phone` assemble a
/// new Login module of that kind; signing in dismisses it; `tap signin` presents a new one;
/// `tap account` pushes a plain-MVC screen that builds a Login module from the global Trunk. The
/// last line reads the app's own AuthManager: who it says signed in.
/// `break trunk-per-module` assembles each Login module from its own copy of the Trunk.
public final class AssemblyScene: LessonScene {
    public static let sceneID = "assembly"
    private static let rule = "trunk-per-module"

    private let app = AppWindow { runLoop in
        AppTrunk(
            authManager: AuthManager(remembered: ("dave", ""), runLoop: runLoop), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
            formatting: FormattingProvider())
    }
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] { app.roots }
    public var breakableRules: [String] { [Self.rule] }
    public var controls: [String] { app.controls + (app.isPresenting ? ["email", "phone"] : ["signin", "account"]) }
    public var fields: [String] { app.fields }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let buttons = app.isPresenting
            ? "[ Email ] (tap email)  [ Phone ] (tap phone)" : "[ Sign in ] (tap signin)  [ Account ] (tap account)"
        let signedIn = app.trunk.authManager.signedIn.map { "signed in: \($0)" } ?? "nobody signed in"
        return app.draw(width: width, ascii: ascii) + [buttons, "The app's AuthManager: \(signedIn)"]
    }

    public func tap(_ control: String) -> SceneReply {
        switch (control, app.isPresenting) {
        case ("email", true), ("phone", true):
            app.dismiss()
            presentLogin(kind: control == "email" ? .email : .phone)
            return .delivered([])
        case ("signin", false):
            presentLogin(kind: .email)
            return .delivered([])
        case ("account", false):
            app.push(AccountViewController())
            return .delivered([])
        default:
            return app.deliver(.tap(control: control), emptyWindow: "the window is empty")
        }
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        app.deliver(.type(field: field, text: text), emptyWindow: "the window is empty")
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .noSuchRule(rule) }
        brokenRule = rule
        app.renewTrunk()
        start()
        return .delivered(["A new app whose Login modules are each assembled from a new copy of the Trunk."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        app.renewTrunk()
        start()
        return .delivered(["A new app whose modules share its one Trunk."])
    }

    /// The app's entry puts the TaskList module at the root; a Login module goes over it.
    private func start() {
        TasksAppEntry.didFinishLaunching(app)
        presentLogin(kind: .email)
    }

    /// A Login module of `kind`, from the app's Trunk (or from a copy, when broken), presented; its
    /// `.dismiss` output dismisses it.
    private func presentLogin(kind: LoginModuleKind) {
        let trunk = brokenRule == nil ? app.trunk : app.copyOfTrunk()
        let login = LoginModuleAssembly(trunk: trunk, kind: kind)
        login.joint.attach { [weak self] _ in self?.app.dismiss() }
        app.present(login.view)
    }
}
