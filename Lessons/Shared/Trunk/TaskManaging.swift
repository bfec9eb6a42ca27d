/// Keeps the tasks, and tells whoever listens when they change.
public protocol TaskManaging: AnyObject {
    var tasks: [TaskItem] { get }
    /// Calls `callback` with the tasks after every change, until `removeListener` with the number
    /// it returns.
    func attachListener(_ callback: @escaping ([TaskItem]) -> Void) -> Int
    func removeListener(_ id: Int)
    func add(title: String)
    func toggle(number: Int)
}
