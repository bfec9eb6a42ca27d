/// Keeps the tasks.
public protocol TaskManaging: AnyObject {
    var tasks: [TaskItem] { get }
    func add(title: String)
    func toggle(number: Int)
}
