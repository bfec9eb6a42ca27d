/// Receives every hop the runtimes report, nested: `enter` for a hop, then the hops it caused,
/// then `leave`. The REPL installs one to draw routes; tests install one to assert the order.
public protocol HopObserving: AnyObject {
    func enter(_ hop: Hop)
    func leave()
    /// A component was used before it was wired: an Interaction whose view never came with `use(_:)`.
    func unwired(_ problem: UnwiredComponent)
}
