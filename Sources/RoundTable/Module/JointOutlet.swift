import SuperSimple

/// The callback a parent attaches to a Joint's output. The Joint owns its outlet, and the outlet
/// holds the callback strongly, as the reference implementation does: what the callback captures,
/// it keeps alive.
public final class JointOutlet<Output> {
    private var callback: ((Output) -> Void)?

    public init() {}

    public var isAttached: Bool { callback != nil }

    public func attach(_ callback: @escaping (Output) -> Void) {
        self.callback = callback
    }

    /// Sends `output` to the parent; reported as a hop to "the parent" from whoever's code runs now
    /// (`HopReporter.sender(or:)`), or from `joint`, the outlet's owner, where the hops cannot say.
    /// With nothing attached yet the output is lost, and the hop says so rather than name a parent.
    public func send(_ output: Output, from joint: AnyObject) {
        HopReporter.around(
            Hop(kind: .send, sender: HopReporter.sender(or: joint), receiver: nil,
                receiverType: isAttached ? nil : "nobody (nothing attached yet: lost)", channel: "output",
                message: Hop.caseText(output))
        ) {
            callback?(output)
        }
    }
}
