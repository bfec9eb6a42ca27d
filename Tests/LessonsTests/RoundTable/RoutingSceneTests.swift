import LessonKit
import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct RoutingSceneTests {
    private func screen(_ scene: RoutingScene) -> String {
        scene.drawScreen(width: 60, ascii: true).joined(separator: "\n")
    }

    @Test func theRightPasswordDismissesTheModuleAndFreesIt() {
        let scene = RoutingScene()
        #expect(scene.fields == ["login", "password"])
        #expect(scene.controls == ["login", "cancel"])
        weak var view: LoginView?
        do { view = (scene.roots.first?.object as? TextWindow)?.root?.visible as? LoginView }
        #expect(view != nil)
        #expect(scene.type("daisy", into: "password") == .delivered([]))
        #expect(scene.tap("login") == .delivered(
            ["LoginJoint sent .dismiss to its parent: the window let go of the login screen."]))
        #expect(view == nil, "the parent let go, and nothing else held the module")
        #expect(scene.controls == ["start"])
        #expect(scene.type("x", into: "login") == .refused("the window is empty; 'tap start' builds the login screen again"))
        #expect(scene.tap("start") == .delivered([]))
        #expect(screen(scene).contains("login: dave"))
    }

    @Test func aPresenterThatSignsInCallsTheManagerAgainAndUsesUpTheLimitInTwoTaps() {
        let scene = RoutingScene()
        #expect(scene.breakRule("presenter-signs-in") == .delivered(
            ["A new app, with a new Trunk, whose Login Presenter signs in by itself."]))
        let recorder = HopRecorder()
        recorder.recording { _ = scene.tap("login") }
        #expect(recorder.lines.filter { $0.contains("call signIn(login:password:)") } == [
            "      call signIn(login:password:): LoginCore -> AuthManager",
            "      call signIn(login:password:): SigningInLoginPresenter -> AuthManager",
        ])
        #expect(screen(scene).contains("Check your credentials"))
        _ = scene.tap("login")
        #expect(screen(scene).contains("Please try again later"))
        #expect(scene.fix() == .delivered(["A new app, with a new Trunk, whose Login Core alone signs in."]))
        _ = scene.tap("login")
        _ = scene.tap("login")
        #expect(screen(scene).contains("Check your credentials"), "two taps are two attempts again")
    }
}
