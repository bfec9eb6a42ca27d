import LessonKit
import RoundTable
import SuperSimple

/// The Trunk's task manager: lives as long as the app, outlives every module that listens to it.
final class TaskManager {
    /// One listener: its number and the closure told of every change.
    struct Listener {
        let number: Int
        let notify: ([String]) -> Void
    }

    private(set) var tasks = ["Fix the AE-35 unit"]
    private var listeners: [Listener] = []
    private var lastNumber = 0

    /// Calls `notify` with the tasks after every change, until `removeListener` with the number.
    func attachListener(_ notify: @escaping ([String]) -> Void) -> Int {
        lastNumber += 1
        listeners.append(Listener(number: lastNumber, notify: notify))
        return lastNumber
    }

    func removeListener(_ number: Int) {
        listeners.removeAll { $0.number == number }
    }

    func add(_ title: String) {
        tasks.append(title)
        for listener in listeners { listener.notify(tasks) }
    }
}
