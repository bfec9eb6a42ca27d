public import RoundTable

/// The TaskList module's vocabulary.
public enum TaskListMessages: ModuleMessages {
    public enum CoreEvent: Equatable {
        case tasksChanged
    }

    public enum PresenterUpdate: Equatable {
        case show(rows: [String], summary: String)
        case note(String)
    }

    public enum ViewIntent: Equatable {
        case addTap
        case infoTap
        case toggle(number: Int)
    }

    public enum JointInput: Equatable {
        case added(title: String)
    }

    public enum JointOutput: Equatable {}
}
