/// The tasks as the manager last told them, and the title the editor last saved.
public final class TaskListState {
    public var tasks: [TaskItem] = []
    public var lastAdded: String?

    public init() {}
}
