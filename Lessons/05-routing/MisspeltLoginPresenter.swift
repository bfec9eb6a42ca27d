public import RoundTable

/// Lesson 5's broken Presenter: `LoginPresenter` with its event handler misspelt,
/// `handleCore(evnt:)`. It compiles: the protocol gives every handler a default that does
/// nothing, so the Pipeline calls that default and this method is never called. (With the
/// reference's base class, the handler is an `override`, and a misspelt one does not compile.)
public final class MisspeltLoginPresenter: ModulePresenter {
    public typealias Messages = LoginMessages
    private weak var pipeline: (any PresenterPipelineNotifying<LoginMessages>)?
    private let state: LoginState

    public init(pipeline: any PresenterPipelineNotifying<LoginMessages>, state: LoginState) {
        self.pipeline = pipeline
        self.state = state
    }

    public func update(firstAppear: Bool) {
        guard firstAppear else { return }
        pipeline?.notify(update: .form(title: "Sign in with email", loginPlaceholder: "email address"))
        pipeline?.notify(update: .prefill(login: state.inputLogin, password: state.inputPassword))
    }

    /// Never called: the Pipeline calls `handleCore(event:)`, which this class does not have.
    public func handleCore(evnt: LoginMessages.CoreEvent) {
        guard case .failure = evnt else { return }
        pipeline?.notify(update: .failure(reason: "Check your credentials"))
    }
}
