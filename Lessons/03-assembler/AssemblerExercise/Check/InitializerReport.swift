import SuperSimple

/// Reports an initializer from inside it, `init ─▶ Type#n` under whoever called it, so the route
/// of `tap assemble` shows which assembler called which initializer, however the call was
/// written. Made first thing in `init`; `built(_:)` once `self` is ready.
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
