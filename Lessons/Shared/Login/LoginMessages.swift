public import RoundTable

/// The Login module's vocabulary: one enum per kind of message.
public enum LoginMessages: ModuleMessages {
    public enum CoreEvent: Equatable {
        public enum Failure: Equatable { case wrongPair, reachedLimit }
        case started
        case success
        case failure(Failure)
    }

    public enum PresenterUpdate: Equatable {
        case form(title: String, loginPlaceholder: String)
        case prefill(login: String, password: String)
        case failure(reason: String?)
        case toggleWaitingIndicator(visible: Bool)
    }

    public enum ViewIntent: Equatable {
        case loginChange(String)
        case passwordChange(String)
        case loginButtonTap
        case cancelButtonTap
    }

    public enum JointInput: Equatable {}

    public enum JointOutput: Equatable {
        case dismiss
    }
}
