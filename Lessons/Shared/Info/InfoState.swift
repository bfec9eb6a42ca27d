/// The tasks as they were when Info opened.
public final class InfoState {
    public var tasks: [TaskItem] = []

    public init() {}
}
