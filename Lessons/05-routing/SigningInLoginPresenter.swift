public import RoundTable
import SuperSimple

/// Lesson 5's broken Presenter: besides deciding what the screen shows, it signs in with the
/// AuthManager itself when the login button is tapped. That is business logic, the Core's job:
/// each tap now counts as two attempts, and the route shows the Presenter calling the manager.
public final class SigningInLoginPresenter: ModulePresenter {
    public typealias Messages = LoginMessages
    private weak var pipeline: (any PresenterPipelineNotifying<LoginMessages>)?
    private let state: LoginState
    private let authManager: AuthManaging

    public init(pipeline: any PresenterPipelineNotifying<LoginMessages>, state: LoginState, authManager: AuthManaging) {
        self.pipeline = pipeline
        self.state = state
        self.authManager = authManager
    }

    public func update(firstAppear: Bool) {
        guard firstAppear else { return }
        pipeline?.notify(update: state.kind == .email
            ? .form(title: "Sign in with email", loginPlaceholder: "email address")
            : .form(title: "Sign in with phone", loginPlaceholder: "phone number"))
        pipeline?.notify(update: .prefill(login: state.inputLogin, password: state.inputPassword))
    }

    public func handleView(intent: LoginMessages.ViewIntent) {
        guard intent == .loginButtonTap else { return }
        // The wrong place: a Presenter reads the State and talks to the View, nothing more.
        HopReporter.call(from: self, to: authManager, "signIn(login:password:)") {
            authManager.signIn(login: state.inputLogin, password: state.inputPassword)
        }
    }

    public func handleCore(event: LoginMessages.CoreEvent) {
        switch event {
        case .started:
            pipeline?.notify(update: .toggleWaitingIndicator(visible: true))
            pipeline?.notify(update: .failure(reason: nil))
        case .success:
            break
        case .failure(let failure):
            pipeline?.notify(update: .toggleWaitingIndicator(visible: false))
            let reason = failure == .wrongPair ? "Check your credentials" : "Please try again later"
            pipeline?.notify(update: .failure(reason: reason))
        }
    }
}
