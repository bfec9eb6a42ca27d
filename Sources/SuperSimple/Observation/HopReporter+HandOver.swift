extension HopReporter {
    /// Tells the observer that the code running now hands `closure` to an object that keeps it and
    /// calls it later (a manager's `attachListener`), without a line of its own in the route: the
    /// closure is that code's object's, so what it sends when it captures no object of its own
    /// (only a pipeline) is named by the object that attached it. Nothing is told where no object's
    /// code runs (an initializer, the scene's own code) or the closure captures nothing.
    ///
    /// ```swift
    /// public func attachListener(_ callback: @escaping ([TaskItem]) -> Void) -> Int {
    ///     HopReporter.handOver(callback)
    ///     …
    /// ```
    public static func handOver<Argument>(_ closure: @escaping (Argument) -> Void) {
        guard let binding, let attacher = sender() else { return }
        let kept = HandedClosure(closure)
        guard let context = kept.context else { return }
        withExtendedLifetime(kept) { binding.observer.handedOver(closureContext: context, by: attacher) }
    }

    /// The same for a closure that takes nothing (`onTick`).
    public static func handOver(_ closure: @escaping () -> Void) {
        guard let binding, let attacher = sender() else { return }
        let kept = HandedAction(closure)
        guard let context = kept.context else { return }
        withExtendedLifetime(kept) { binding.observer.handedOver(closureContext: context, by: attacher) }
    }
}
