/// The Core: the module's business logic. It uses the Trunk's managers, writes the State, and
/// tells the others what happened with `pipeline?.notify(event:)`, through its face of the
/// pipeline, `CorePipelineNotifying`, held weakly: events are all it can send.
///
/// Every handler does nothing unless a Core implements it.
public protocol ModuleCore<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// Called once, after the module is assembled and linked.
    func run()
    func handleView(intent: Messages.ViewIntent)
    func handleJoint(input: Messages.JointInput)
}

extension ModuleCore {
    public func run() {}
    public func handleView(intent: Messages.ViewIntent) {}
    public func handleJoint(input: Messages.JointInput) {}
}
