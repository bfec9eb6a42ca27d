import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct LoginModuleTests {
    private func trunk() -> AppTrunk {
        AppTrunk(authManager: AuthManager(), taskManager: TaskManager(), formatting: FormattingProvider())
    }

    @Test func aWrongPairRoutesThroughCorePresenterAndJointAndShowsTheFailure() {
        let module = LoginModuleAssembly(trunk: trunk(), kind: .email)
        _ = UserEvents.deliver(.type(field: "login", text: "dave"), to: module.view)
        _ = UserEvents.deliver(.type(field: "password", text: "open"), to: module.view)
        let recorder = HopRecorder()
        recorder.recording { _ = UserEvents.deliver(.tap(control: "login"), to: module.view) }
        #expect(recorder.lines == [
            "send tap login: - -> LoginView",
            "  send intent .loginButtonTap: LoginView -> Pipeline<LoginMessages>",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginCore",
            "      send event .started: LoginCore -> Pipeline<LoginMessages>",
            "        call handleCore(event:): Pipeline<LoginMessages> -> LoginPresenter",
            "          send update .toggleWaitingIndicator(visible: true): LoginPresenter -> LoginView",
            "            call render(LabelRenderable): - -> LabelView",
            "            call render(ButtonRenderable): - -> ButtonView",
            "          send update .failure(reason: nil): LoginPresenter -> LoginView",
            "            call render(LabelRenderable): - -> LabelView",
            "        call handleCore(event:): Pipeline<LoginMessages> -> LoginJoint",
            "      call signIn(login:password:): LoginCore -> AuthManager",
            "        send event .failure(.wrongPair): LoginCore -> Pipeline<LoginMessages>",
            "          call handleCore(event:): Pipeline<LoginMessages> -> LoginPresenter",
            "            send update .toggleWaitingIndicator(visible: false): LoginPresenter -> LoginView",
            "              call render(LabelRenderable): - -> LabelView",
            "              call render(ButtonRenderable): - -> ButtonView",
            "            send update .failure(reason: \"Check your credentials\"): LoginPresenter -> LoginView",
            "              call render(LabelRenderable): - -> LabelView",
            "          call handleCore(event:): Pipeline<LoginMessages> -> LoginJoint",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginPresenter",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginJoint",
        ])
        #expect(module.view.draw(width: 50, style: .ascii).joined(separator: "\n").contains("Check your credentials"))
    }

    @Test func theRightPairSendsDismissToTheParent() {
        let module = LoginModuleAssembly(trunk: trunk(), kind: .phone)
        var outputs: [LoginMessages.JointOutput] = []
        module.joint.attach { outputs.append($0) }
        _ = UserEvents.deliver(.type(field: "login", text: "dave"), to: module.view)
        _ = UserEvents.deliver(.type(field: "password", text: "daisy"), to: module.view)
        _ = UserEvents.deliver(.tap(control: "login"), to: module.view)
        #expect(outputs == [.dismiss])
        #expect(module.view.title == "Sign in with phone")
    }

    /// Three wrong attempts are each told to check their credentials; every later one is refused.
    @Test func afterThreeWrongAttemptsEveryAttemptIsRefused() {
        let module = LoginModuleAssembly(trunk: trunk(), kind: .email)
        for _ in 0..<3 { _ = UserEvents.deliver(.tap(control: "login"), to: module.view) }
        let third = module.view.draw(width: 50, style: .ascii).joined(separator: "\n")
        #expect(third.contains("Check your credentials") && !third.contains("Please try again later"))
        _ = UserEvents.deliver(.tap(control: "login"), to: module.view)
        #expect(module.view.draw(width: 50, style: .ascii).joined(separator: "\n").contains("Please try again later"))
    }

    @Test func dismissingTheLoginScreenFreesTheWholeModule() {
        let trunk = trunk()
        let controller = TextNavigationController(root: TaskListModuleAssembly(trunk: trunk).view)
        weak var view: LoginView?
        weak var joint: LoginJoint?
        do {
            let module = LoginModuleAssembly(trunk: trunk, kind: .email)
            view = module.view
            joint = module.joint
            controller.present(module.view)
        }
        _ = UserEvents.deliver(.tap(control: "login"), to: controller.visible ?? controller.stack[0])
        #expect(view != nil && joint != nil)
        controller.dismiss()
        #expect(view == nil)
        #expect(joint == nil)
    }
}
