/// Receives every hop the runtimes report, nested: `enter` for a hop, then the hops it caused,
/// then `leave`. The REPL installs one to draw routes; tests install one to assert the order.
public protocol HopObserving: AnyObject {
    func enter(_ hop: Hop)
    func leave()
    /// The hop being left was an initializer, and this is the object it built (reported before
    /// `leave`), so a route can name it `Type#n` rather than by its type alone.
    func built(_ object: AnyObject)
    /// A component was used before it was wired: an Interaction whose view never came with `use(_:)`.
    func unwired(_ problem: UnwiredComponent)
    /// The object whose code a closure is, read from its context (a method reference's object,
    /// or the one object of its own it captures, a pipeline being none) or else the object that
    /// handed it over (`handedOver`), or `nil` when it cannot be told.
    func owner(ofClosureContext context: UnsafeRawPointer) -> AnyObject?
    /// The same, told the closure's function too (`Hop.closureFunction`): its symbol says whose
    /// code the closure was written in, which outweighs what it captures and who attached it.
    func owner(ofClosureContext context: UnsafeRawPointer, function: UnsafeRawPointer?) -> AnyObject?
    /// `attacher`'s code handed over the closure whose context is `context` to an object that
    /// keeps it and calls it later (`HopReporter.handOver`, or a hop made with `Hop.handingOver`).
    func handedOver(closureContext context: UnsafeRawPointer, by attacher: AnyObject)
    /// Code outside every hop (the scene's own) handed over the closure whose context is `context`.
    func handedOverOutsideEveryHop(closureContext context: UnsafeRawPointer)
}

extension HopObserving {
    public func built(_ object: AnyObject) {}
    public func owner(ofClosureContext context: UnsafeRawPointer) -> AnyObject? { nil }
    public func owner(ofClosureContext context: UnsafeRawPointer, function: UnsafeRawPointer?) -> AnyObject? {
        owner(ofClosureContext: context)
    }
    public func handedOver(closureContext context: UnsafeRawPointer, by attacher: AnyObject) {}
    public func handedOverOutsideEveryHop(closureContext context: UnsafeRawPointer) {}
}
