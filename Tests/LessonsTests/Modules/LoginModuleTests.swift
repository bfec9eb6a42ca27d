import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct LoginModuleTests {
    private let runLoop = MainRunLoop()

    private func trunk() -> AppTrunk {
        AppTrunk(authManager: AuthManager(runLoop: runLoop), taskManager: TaskManager(), formatting: FormattingProvider())
    }

    /// Taps login, then lets the run loop take its next turn, when the AuthManager answers.
    private func tapLogin(on view: LoginView) {
        _ = UserEvents.deliver(.tap(control: "login"), to: view)
        runLoop.runNextTurn()
    }

    /// The seed's order: the Core sends the request, then announces `.started`; the answer, and
    /// the event it causes, come on the run loop's next turn.
    @Test func aWrongPairIsAnsweredOnTheNextTurnAndShowsTheFailure() {
        let module = LoginModuleAssembly(trunk: trunk(), kind: .email)
        _ = UserEvents.deliver(.type(field: "login", text: "dave"), to: module.view)
        _ = UserEvents.deliver(.type(field: "password", text: "open"), to: module.view)
        let recorder = HopRecorder()
        recorder.recording { _ = UserEvents.deliver(.tap(control: "login"), to: module.view) }
        #expect(recorder.lines == [
            "user tap login: - -> LoginView",
            "  send intent .loginButtonTap: LoginView -> Pipeline<LoginMessages>",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginCore",
            "      call signIn(login:password:): LoginCore -> AuthManager",
            "      send event .started: LoginCore -> Pipeline<LoginMessages>",
            "        call handleCore(event:): Pipeline<LoginMessages> -> LoginPresenter",
            "          send update .toggleWaitingIndicator(visible: true): LoginPresenter -> Pipeline<LoginMessages>",
            "            call handlePresenter(update:): Pipeline<LoginMessages> -> LoginView",
            "              call render(LabelRenderable): - -> LabelView",
            "              call render(ButtonRenderable): - -> ButtonView",
            "          send update .failure(reason: nil): LoginPresenter -> Pipeline<LoginMessages>",
            "            call handlePresenter(update:): Pipeline<LoginMessages> -> LoginView",
            "              call render(LabelRenderable): - -> LabelView",
            "        call handleCore(event:): Pipeline<LoginMessages> -> LoginJoint",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginPresenter",
            "    call handleView(intent:): Pipeline<LoginMessages> -> LoginJoint",
        ])
        #expect(module.view.draw(width: 50, style: .ascii).joined(separator: "\n").contains("Signing in"))
        let later = HopRecorder()
        later.recording { runLoop.runNextTurn() }
        #expect(later.lines.prefix(3) == [
            "later the run loop's next turn, after the action returned: - -> run loop",
            "  send status .wrong: AuthManager -> attached closure",
            "    send event .failure(.wrongPair): LoginCore -> Pipeline<LoginMessages>",
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
        #expect(outputs.isEmpty, "the answer has not arrived yet")
        runLoop.runNextTurn()
        #expect(outputs == [.dismiss])
        #expect(module.view.title == "Sign in with phone")
    }

    /// Three wrong attempts are each told to check their credentials; every later one is refused.
    @Test func afterThreeWrongAttemptsEveryAttemptIsRefused() {
        let module = LoginModuleAssembly(trunk: trunk(), kind: .email)
        for _ in 0..<3 { tapLogin(on: module.view) }
        let third = module.view.draw(width: 50, style: .ascii).joined(separator: "\n")
        #expect(third.contains("Check your credentials") && !third.contains("Please try again later"))
        tapLogin(on: module.view)
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
        runLoop.runNextTurn()
        #expect(view != nil && joint != nil)
        controller.dismiss()
        #expect(view == nil)
        #expect(joint == nil)
    }
}
