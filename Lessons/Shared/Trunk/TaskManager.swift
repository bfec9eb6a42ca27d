import SuperSimple

/// Tasks in memory, numbered from 1 in the order they were added. Every change is told to the
/// attached listeners, so each module showing tasks hears of a change any other module made.
public final class TaskManager: TaskManaging {
    public private(set) var tasks: [TaskItem]
    private var listeners: [TaskListener] = []
    private var lastListener = 0

    public init(titles: [String] = []) {
        tasks = titles.enumerated().map { TaskItem(number: $0.offset + 1, title: $0.element) }
    }

    public func attachListener(_ callback: @escaping ([TaskItem]) -> Void) -> Int {
        HopReporter.handOver(callback)
        lastListener += 1
        listeners.append(TaskListener(id: lastListener, callback: callback))
        return lastListener
    }

    public func removeListener(_ id: Int) {
        listeners.removeAll { $0.id == id }
    }

    public func add(title: String) {
        tasks.append(TaskItem(number: (tasks.last?.number ?? 0) + 1, title: title))
        notifyListeners()
    }

    public func toggle(number: Int) {
        tasks = tasks.map { $0.number == number ? TaskItem(number: $0.number, title: $0.title, done: !$0.done) : $0 }
        notifyListeners()
    }

    private func notifyListeners() {
        for listener in listeners {
            HopReporter.around(
                Hop(kind: .call, sender: self, receiver: nil, receiverType: "listener \(listener.id)",
                    message: "callback(tasks)", closure: listener.callback)
            ) {
                listener.callback(tasks)
            }
        }
    }
}
