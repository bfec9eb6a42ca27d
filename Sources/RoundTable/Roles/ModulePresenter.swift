/// The Presenter: the module's UI logic. It reads the State and tells the View what to show with
/// `pipeline?.notify(update:)`, through its face of the pipeline, `PresenterPipelineNotifying`,
/// held weakly: updates are all it can send.
///
/// Every handler does nothing unless a Presenter implements it.
public protocol ModulePresenter<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// Called with `firstAppear: true` once the module is assembled; call it again to refresh.
    func update(firstAppear: Bool)
    func handleView(intent: Messages.ViewIntent)
    func handleCore(event: Messages.CoreEvent)
    func handleJoint(input: Messages.JointInput)
}

extension ModulePresenter {
    public func update(firstAppear: Bool) {}
    public func handleView(intent: Messages.ViewIntent) {}
    public func handleCore(event: Messages.CoreEvent) {}
    public func handleJoint(input: Messages.JointInput) {}
}
