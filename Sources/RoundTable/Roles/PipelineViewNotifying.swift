/// The face of a Pipeline a View is given: it can send intents, and nothing else. A View that
/// tried to send an event or an update would not compile. The Core, the Presenter and the Joint
/// are given faces of the same kind (`CorePipelineNotifying`, `PresenterPipelineNotifying`,
/// `JointPipelineNotifying`), so each role sends only its own messages.
public protocol PipelineViewNotifying<ViewIntent>: AnyObject {
    associatedtype ViewIntent
    /// Tells the module the user did something: delivered to the Core, the Presenter, the Joint.
    func notify(intent: ViewIntent)
}
