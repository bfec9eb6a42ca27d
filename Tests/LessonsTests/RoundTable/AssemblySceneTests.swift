import LessonKit
import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct AssemblySceneTests {
    private func screen(_ scene: AssemblyScene) -> String {
        scene.drawScreen(width: 70, ascii: true).joined(separator: "\n")
    }

    @Test func theKindChosenReachesTheScreenThroughTheStateAndThePresenter() {
        let scene = AssemblyScene()
        #expect(scene.controls == ["login", "cancel", "email", "phone", "tabs"])
        let recorder = HopRecorder()
        recorder.recording { _ = scene.tap("phone") }
        #expect(recorder.lines.prefix(3) == [
            "call dismiss(): - -> TextNavigationController",
            "call call(kind: .phone): - -> LoginModuleAssembly",
            "  call init: - -> LoginCore",
        ])
        #expect(recorder.lines.contains(
            "    send update .form(title: \"Sign in with phone\", loginPlaceholder: \"phone number\"): LoginPresenter -> Pipeline<LoginMessages>"))
        #expect(screen(scene).contains("Sign in with phone"))
    }

    @Test func signingInIsHeardByTheAppsAuthManagerOnlyWhenTheTrunkIsShared() {
        let scene = AssemblyScene()
        #expect(screen(scene).hasSuffix("The app's AuthManager: nobody signed in"))
        _ = scene.type("daisy", into: "password")
        _ = scene.tap("login")
        #expect(screen(scene).hasSuffix("The app's AuthManager: signed in: dave"))
        #expect(scene.controls == ["add", "info", "signin", "account", "tabs"])

        _ = scene.breakRule("trunk-per-module")
        _ = scene.type("daisy", into: "password")
        _ = scene.tap("login")
        #expect(!scene.controls.contains("login"), "the Login module was dismissed")
        #expect(screen(scene).hasSuffix("The app's AuthManager: nobody signed in"))
    }

    /// The Account screen is no Round Table module: it builds its Login module from the global
    /// Trunk, which is the app's own while the app handles the tap.
    @Test func aScreenOfAnotherPatternBuildsItsModuleFromTheGlobalTrunk() {
        let scene = AssemblyScene()
        _ = scene.tap("cancel")
        #expect(scene.tap("account") == .delivered([]))
        #expect(GlobalTrunk.current == nil, "no app is handling an event here")
        let recorder = HopRecorder()
        recorder.recording { _ = scene.tap("login") }
        #expect(recorder.lines.prefix(2) == ["user tap login: - -> AccountViewController", "  call call(kind: .email): - -> LoginModuleAssembly"])
        _ = scene.type("daisy", into: "password")
        _ = scene.tap("login")
        #expect(screen(scene).hasSuffix("The app's AuthManager: signed in: dave"), "the global Trunk was the app's")
    }

    /// keep-module: the Account screen keeps what the assembly handed back, so the Login module
    /// outlives its screen; fixed, the dismissed module is freed.
    @Test func aScreenThatKeepsTheModuleKeepsItAfterItsScreenCloses() {
        for (rule, kept) in [("keep-module", true), (nil, false)] {
            let scene = AssemblyScene()
            if let rule { _ = scene.breakRule(rule) }
            _ = scene.tap("cancel")
            _ = scene.tap("account")
            _ = scene.tap("login")
            weak let view = (scene.roots.first?.object as? TextWindow)?.root.flatMap { ($0 as? TextNavigationController)?.presented }
            #expect(view != nil, "the Account screen presented the Login module's View")
            _ = scene.type("daisy", into: "password")
            _ = scene.tap("login")
            #expect(screen(scene).hasSuffix("The app's AuthManager: signed in: dave"))
            #expect((view != nil) == kept, "\(rule ?? "fixed"): the dismissed Login View is \(kept ? "kept" : "freed")")
        }
    }

    /// The tab bar: Home's Joint builds both tabs' modules at launch, the tab bar's taps switch
    /// through the Pipeline, and with weak-tabs nothing owns the tabs.
    @Test func theTabBarOwnsItsTabsAndItsJointSwitchesThem() {
        let scene = AssemblyScene()
        #expect(scene.tap("tabs") == .delivered([]))
        #expect(scene.controls == ["add", "info", "tasksTab", "infoTab"])
        #expect(screen(scene).hasPrefix("Tabs: [ Tasks ] (tap tasksTab) Info (tap infoTab)\nTasks\n"))
        let recorder = HopRecorder()
        recorder.recording { _ = scene.tap("infoTab") }
        #expect(recorder.lines.first == "send tap infoTab: - -> HomeTabsView")
        #expect(recorder.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "call select(1): - -> HomeTabsView" })
        #expect(scene.controls == ["close", "tasksTab", "infoTab"])
        _ = scene.tap("close")
        #expect(scene.controls == ["add", "info", "tasksTab", "infoTab"], "Info's output took the tab bar back to Tasks")
        _ = scene.tap("add")
        #expect(screen(scene).contains("Tasks > New task (presented)"), "the list's Joint presents on its tab's own stack")

        _ = scene.breakRule("weak-tabs")
        #expect(screen(scene).contains("(this tab's View was freed: nothing owned it)"))
        #expect(scene.controls == ["tasksTab", "infoTab"])
        _ = scene.fix()
        #expect(scene.controls == ["add", "info", "tasksTab", "infoTab"])
    }
}
