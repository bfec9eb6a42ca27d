extension HopReporter {
    /// Tells the observer that the code running now hands `closure` to an object that keeps it and
    /// calls it later (a manager's `attachListener`), without a line of its own in the route: the
    /// closure is that code's object's, so what it sends when it captures no object of its own
    /// (only a pipeline) is named by the object that attached it. Handed over outside every hop,
    /// it is the scene's own code's (`handedOverOutsideEveryHop`). Nothing is told where code no
    /// object's runs inside a hop (an initializer), or the closure captures nothing.
    ///
    /// ```swift
    /// public func attachListener(_ callback: @escaping ([TaskItem]) -> Void) -> Int {
    ///     HopReporter.handOver(callback)
    ///     …
    /// ```
    public static func handOver<Argument>(_ closure: @escaping (Argument) -> Void) {
        tell(HandedClosure(closure))
    }

    /// The same for a closure that takes nothing (`onTick`).
    public static func handOver(_ closure: @escaping () -> Void) {
        tell(HandedAction(closure))
    }

    private static func tell(_ kept: ClosureKeeping) {
        guard let binding, let context = kept.context else { return }
        withExtendedLifetime(kept) {
            if let attacher = sender() {
                binding.observer.handedOver(closureContext: context, by: attacher)
            } else if binding.running.isEmpty {
                binding.observer.handedOverOutsideEveryHop(closureContext: context)
            }
        }
    }
}
