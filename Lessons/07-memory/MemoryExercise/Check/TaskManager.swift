import LessonKit
import RoundTable
import SuperSimple

/// The Trunk's task manager: lives as long as the app, outlives every module that listens to it.
final class TaskManager {
    /// One listener: its number and the closure told of every change (`callback`, as the
    /// lesson's own task manager calls it, so `graph` names the same field).
    struct Listener {
        let id: Int
        let callback: ([String]) -> Void
    }

    private(set) var tasks = ["Fix the AE-35 unit"]
    private var listeners: [Listener] = []
    private var lastNumber = 0

    /// Calls `callback` with the tasks after every change, until `removeListener` with its id.
    func attachListener(_ callback: @escaping ([String]) -> Void) -> Int {
        lastNumber += 1
        listeners.append(Listener(id: lastNumber, callback: callback))
        return lastNumber
    }

    /// How many listeners the manager calls now: what a closed module left behind shows here.
    var listenerCount: Int { listeners.count }

    func removeListener(_ id: Int) {
        listeners.removeAll { $0.id == id }
    }

    func add(_ title: String) {
        tasks.append(title)
        for listener in listeners { listener.callback(tasks) }
    }
}
