public import RoundTable
import SuperSimple

/// Signs in with the AuthManager and reports how it went as events. The manager answers later,
/// through the callback `run()` attached: `.started` goes out at once, the answer's event on a
/// later turn of the run loop.
public final class LoginCore: ModuleCore {
    public typealias Messages = LoginMessages
    private weak var pipeline: (any CorePipelineNotifying<LoginMessages>)?
    private let state: LoginState
    private let authManager: AuthManaging

    public init(pipeline: any CorePipelineNotifying<LoginMessages>, state: LoginState, authManager: AuthManaging) {
        self.pipeline = pipeline
        self.state = state
        self.authManager = authManager
    }

    public func run() {
        (state.inputLogin, state.inputPassword) = authManager.credentials
        // The manager outlives the module: capture the Core weakly, or the manager keeps it alive.
        authManager.attach { [weak self] status in
            switch status {
            case .login: self?.pipeline?.notify(event: .success)
            case .wrong: self?.pipeline?.notify(event: .failure(.wrongPair))
            case .limit: self?.pipeline?.notify(event: .failure(.reachedLimit))
            }
        }
    }

    public func handleView(intent: LoginMessages.ViewIntent) {
        switch intent {
        case .loginChange(let value):
            state.inputLogin = value
        case .passwordChange(let value):
            state.inputPassword = value
        case .loginButtonTap:
            HopReporter.call(from: self, to: authManager, "signIn(login:password:)") {
                authManager.signIn(login: state.inputLogin, password: state.inputPassword)
            }
            pipeline?.notify(event: .started)
        case .cancelButtonTap:
            break
        }
    }
}
