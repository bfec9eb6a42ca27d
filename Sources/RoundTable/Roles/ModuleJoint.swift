import SuperSimple

/// The Joint: the module's place in the hierarchy. It builds and presents child modules, takes
/// input from its parent (`take(input:)`) and sends output to it (`notifyOut(output:)`).
///
/// A Joint stores its face of the pipeline weakly (`JointPipelineNotifying`: it can send input,
/// and nothing else) and an `outlet` for the parent's callback; the rest comes from the defaults here.
public protocol ModuleJoint<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// The module's pipeline as a Joint sees it, held weakly.
    var pipeline: (any JointPipelineNotifying<Messages>)? { get }
    /// Where output goes: the callback the parent attached.
    var outlet: JointOutlet<Messages.JointOutput> { get }
    func handleView(intent: Messages.ViewIntent)
    func handleCore(event: Messages.CoreEvent)
}

extension ModuleJoint {
    public func handleView(intent: Messages.ViewIntent) {}
    public func handleCore(event: Messages.CoreEvent) {}

    /// The parent listens to this module's output.
    /// Reported as a hop to this Joint that hands the callback over, so the route shows where the
    /// parent attached it, and names what the callback's own code sends by that parent.
    public func attach(_ callback: @escaping (Messages.JointOutput) -> Void) {
        HopReporter.around(Hop.handingOver(callback, sender: nil, receiver: self, message: "attach(_:)")) {
            outlet.attach(callback)
        }
    }

    /// Input from outside, delivered to the Core and the Presenter.
    public func take(input: Messages.JointInput) {
        HopReporter.call(from: nil, to: self, "take(input:)") { pipeline?.notify(input: input) }
    }

    /// Output to the parent, through the attached callback.
    public func notifyOut(output: Messages.JointOutput) {
        outlet.send(output)
    }
}
