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
        #expect(scene.controls == ["login", "cancel", "email", "phone"])
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
        #expect(scene.controls == ["add", "info", "signin", "account"])

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
}
