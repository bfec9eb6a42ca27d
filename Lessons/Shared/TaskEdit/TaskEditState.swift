/// The title being edited.
public final class TaskEditState {
    public var title = ""

    public init() {}
}
