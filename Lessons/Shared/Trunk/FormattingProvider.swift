/// English display text for tasks.
public final class FormattingProvider: FormattingProviding {
    public init() {}

    public func row(for task: TaskItem) -> String {
        (task.done ? "[x] " : "[ ] ") + task.title
    }

    public func summary(of tasks: [TaskItem]) -> String {
        let done = tasks.filter(\.done).count
        let noun = tasks.count == 1 ? "task" : "tasks"
        return "\(tasks.count) \(noun), \(done) done"
    }
}
