/// Carries an observer through a task-local binding, and which object's code each open hop runs.
/// Observers are used on the thread that bound them; the binding only makes that scope explicit.
final class ObserverBinding: @unchecked Sendable {
    let observer: HopObserving
    /// For each open hop, innermost last: whose code runs inside it.
    private(set) var running: [RunningCode] = []

    init(observer: HopObserving) {
        self.observer = observer
    }

    func enter(_ hop: Hop) {
        observer.enter(hop)
        running.append(hop.runs)
    }

    func leave() {
        _ = running.popLast()
        observer.leave()
    }
}
