public import RoundTable

/// Decides what the login screen shows: the prefilled form, the waiting indicator, the failure.
public final class LoginPresenter: ModulePresenter {
    public typealias Messages = LoginMessages
    private weak var pipeline: (any PresenterPipelineNotifying<LoginMessages>)?
    private let state: LoginState

    public init(pipeline: any PresenterPipelineNotifying<LoginMessages>, state: LoginState) {
        self.pipeline = pipeline
        self.state = state
    }

    public func update(firstAppear: Bool) {
        guard firstAppear else { return }
        pipeline?.notify(update: state.kind == .email
            ? .form(title: "Sign in with email", loginPlaceholder: "email address")
            : .form(title: "Sign in with phone", loginPlaceholder: "phone number"))
        pipeline?.notify(update: .prefill(login: state.inputLogin, password: state.inputPassword))
    }

    public func handleCore(event: LoginMessages.CoreEvent) {
        switch event {
        case .started:
            pipeline?.notify(update: .toggleWaitingIndicator(visible: true))
            pipeline?.notify(update: .failure(reason: nil))
        case .success:
            break  // the Joint closes the screen
        case .failure(let failure):
            pipeline?.notify(update: .toggleWaitingIndicator(visible: false))
            let reason = failure == .wrongPair ? "Check your credentials" : "Please try again later"
            pipeline?.notify(update: .failure(reason: reason))
        }
    }
}
