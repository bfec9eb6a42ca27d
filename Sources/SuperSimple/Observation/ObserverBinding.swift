/// Carries an observer through a task-local binding. Observers are used on the thread that bound
/// them; the binding only makes that scope explicit.
final class ObserverBinding: @unchecked Sendable {
    let observer: HopObserving

    init(observer: HopObserving) {
        self.observer = observer
    }
}
