public import LessonKit
import RoundTable
import SuperSimple

/// Lesson 8's scene: an app whose entry shows the TaskList module first in the window, with a Login
/// module presented over it, both assembled from one Trunk. `tap email` / `tap phone` assemble a
/// new Login module of that kind; signing in dismisses it; `tap signin` presents a new one;
/// `tap account` pushes a plain-MVC screen that builds a Login module from the global Trunk. The
/// last line reads the app's own AuthManager: who it says signed in. `tap tabs` launches the app
/// again as a tab bar: the Home module's View is the window's root, its tabs the TaskList module
/// (whose View is a navigation controller itself) and Info; `tap tasksTab` / `tap infoTab` switch.
/// `break trunk-per-module` assembles each Login module from its own copy of the Trunk;
/// `break keep-module` pushes an Account screen that keeps the Login module it builds;
/// `break weak-tabs` launches the tab bar with a Home View that holds its tabs weakly.
public final class AssemblyScene: LessonScene {
    public static let sceneID = "assembly"
    private static let trunkPerModule = "trunk-per-module"
    private static let keepModule = "keep-module"
    private static let weakTabs = "weak-tabs"

    private let app = AppWindow { runLoop in
        AppTrunk(
            authManager: AuthManager(remembered: ("dave", ""), runLoop: runLoop), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
            formatting: FormattingProvider())
    }
    public private(set) var brokenRule: String?
    /// The tab bar the window shows when the app was launched as one; the window owns it.
    private weak var home: HomeTabsView?

    public init() {
        start()
    }

    public var roots: [SceneRoot] { app.roots }
    public var breakableRules: [String] { [Self.trunkPerModule, Self.keepModule, Self.weakTabs] }
    public var controls: [String] {
        if home != nil { return app.controls + HomeTabsView.tabControls }
        return app.controls + (app.isPresenting ? ["email", "phone"] : ["signin", "account"]) + ["tabs"]
    }
    public var fields: [String] { app.fields }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let buttons = home != nil ? []
            : [(app.isPresenting ? "[ Email ] (tap email)  [ Phone ] (tap phone)" : "[ Sign in ] (tap signin)  [ Account ] (tap account)")
                + "  [ Tabs ] (tap tabs)"]
        let signedIn = app.trunk.authManager.signedIn.map { "signed in: \($0)" } ?? "nobody signed in"
        return app.draw(width: width, ascii: ascii) + buttons + ["The app's AuthManager: \(signedIn)"]
    }

    public func tap(_ control: String) -> SceneReply {
        if let home {
            guard HomeTabsView.tabControls.contains(control) else {
                return app.deliver(.tap(control: control), emptyWindow: "the window is empty")
            }
            return app.deliver(.tap(control: control), to: home, home.handleTabBar)
        }
        switch (control, app.isPresenting) {
        case ("email", true), ("phone", true):
            app.dismiss()
            presentLogin(kind: control == "email" ? .email : .phone)
            return .delivered([])
        case ("signin", false):
            presentLogin(kind: .email)
            return .delivered([])
        case ("account", false):
            app.push(brokenRule == Self.keepModule ? ModuleKeepingAccountViewController() : AccountViewController())
            return .delivered([])
        case ("tabs", _):
            launchTabs()
            return .delivered([])
        default:
            return app.deliver(.tap(control: control), emptyWindow: "the window is empty")
        }
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        app.deliver(.type(field: field, text: text), emptyWindow: "the window is empty")
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard breakableRules.contains(rule) else { return .noSuchRule(rule) }
        brokenRule = rule
        app.renewTrunk()
        switch rule {
        case Self.weakTabs:
            launchTabs()
            return .delivered(["A new app, launched as a tab bar whose Home View holds its tabs weakly."])
        case Self.keepModule:
            start()
            return .delivered(["A new app whose Account screen keeps the Login module it assembles."])
        default:
            start()
            return .delivered(["A new app whose Login modules are each assembled from a new copy of the Trunk."])
        }
    }

    public func fix() -> SceneReply {
        guard let broken = brokenRule else { return .nothingBroken }
        brokenRule = nil
        app.renewTrunk()
        if broken == Self.weakTabs {
            launchTabs()
            return .delivered(["A new app, launched as a tab bar whose Home View owns its tabs."])
        }
        start()
        if broken == Self.keepModule {
            return .delivered(["A new app whose Account screen lets go of the Login module it assembles once it has shown it."])
        }
        return .delivered(["A new app whose modules share its one Trunk."])
    }

    /// The app's entry puts the TaskList module at the root; a Login module goes over it.
    private func start() {
        TasksAppEntry.didFinishLaunching(app)
        presentLogin(kind: .email)
    }

    /// The app launched again as a tab bar, from the app's Trunk.
    private func launchTabs() {
        home = TabsAppEntry.didFinishLaunching(app, holdsTabsWeakly: brokenRule == Self.weakTabs)
    }

    /// A Login module of `kind`, from the app's Trunk (or from a copy, when broken), presented; its
    /// `.dismiss` output dismisses it.
    private func presentLogin(kind: LoginModuleKind) {
        let trunk = brokenRule == Self.trunkPerModule ? app.copyOfTrunk() : app.trunk
        let login = LoginModuleAssembly(trunk: trunk, kind: kind)
        login.joint.attach { [weak self] _ in self?.app.dismiss() }
        app.present(login.view)
    }
}
