import SuperSimple

/// Reports an initializer from inside it, `init ─▶ Type#n` under the hop open when it runs: the
/// scene opens one for your assembler (its making and its `assemble()`) and the interaction's
/// assembler opens its own, so the route of `tap assemble` shows which assembler's work called
/// which initializer. Made first thing in `init`; `built(_:)` once `self` is ready.
struct InitializerReport {
    /// The observer at the start, so the hop is left where it was entered.
    private let observer: HopObserving?

    init(_ type: AnyObject.Type) {
        observer = HopReporter.observer
        observer?.enter(Hop(kind: .call, sender: nil, receiver: nil, receiverType: "\(type)", message: "init"))
    }

    /// Names the object built (`Type#n`) and ends the hop: what the initializer did is under it.
    func built(_ object: AnyObject) {
        observer?.built(object)
        observer?.leave()
    }
}
