/// Tasks in memory, numbered from 1 in the order they were added.
public final class TaskManager: TaskManaging {
    public private(set) var tasks: [TaskItem]

    public init(titles: [String] = []) {
        tasks = titles.enumerated().map { TaskItem(number: $0.offset + 1, title: $0.element) }
    }

    public func add(title: String) {
        tasks.append(TaskItem(number: (tasks.last?.number ?? 0) + 1, title: title))
    }

    public func toggle(number: Int) {
        tasks = tasks.map { $0.number == number ? TaskItem(number: $0.number, title: $0.title, done: !$0.done) : $0 }
    }
}
