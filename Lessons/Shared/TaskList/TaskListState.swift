/// The tasks as last read from the manager.
public final class TaskListState {
    public var tasks: [TaskItem] = []

    public init() {}
}
