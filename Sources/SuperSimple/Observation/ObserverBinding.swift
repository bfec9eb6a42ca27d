/// Carries an observer through a task-local binding, and which object's code each open hop runs.
/// Observers are used on the thread that bound them; the binding only makes that scope explicit.
final class ObserverBinding: @unchecked Sendable {
    let observer: HopObserving
    /// For each open hop, innermost last: the object whose code runs inside it, or `nil` where
    /// the hop does not say (a closure someone attached, a later turn, an object being built).
    private(set) var running: [AnyObject?] = []

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
