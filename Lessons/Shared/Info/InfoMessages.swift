public import RoundTable

/// The Info module's vocabulary.
public enum InfoMessages: ModuleMessages {
    public enum CoreEvent: Equatable {}

    public enum PresenterUpdate: Equatable {
        case summary(String)
    }

    public enum ViewIntent: Equatable {
        case closeTap
    }

    public enum JointInput: Equatable {}

    public enum JointOutput: Equatable {
        case close
    }
}
