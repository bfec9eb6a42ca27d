/// Turns model values into display text, so Presenters share one way of saying things.
public protocol FormattingProviding: AnyObject {
    func row(for task: TaskItem) -> String
    func summary(of tasks: [TaskItem]) -> String
}
