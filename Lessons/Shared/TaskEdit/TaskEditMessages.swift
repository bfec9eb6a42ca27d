public import RoundTable

/// The TaskEdit module's vocabulary.
public enum TaskEditMessages: ModuleMessages {
    public enum CoreEvent: Equatable {
        case created(title: String)
        case rejected
    }

    public enum PresenterUpdate: Equatable {
        case title(String)
        case problem(String?)
    }

    public enum ViewIntent: Equatable {
        case titleChange(String)
        case saveTap
        case cancelTap
    }

    public enum JointInput: Equatable {
        case suggest(title: String)
    }

    public enum JointOutput: Equatable {
        case saved(title: String)
        case cancel
    }
}
