/// One task of the task list: passive data.
public struct TaskItem: Equatable, Sendable {
    public let number: Int
    public let title: String
    public let done: Bool

    public init(number: Int, title: String, done: Bool = false) {
        self.number = number
        self.title = title
        self.done = done
    }
}
