/// The face of a Pipeline a Presenter is given: it sends the View updates, and nothing else.
/// Events are the Core's, inputs the Joint's, intents the View's: a Presenter that tried to send
/// one would not compile, and the compiler says whose message it is.
public protocol PresenterPipelineNotifying<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// Tells the View what to show: delivered to the View, and to nobody else.
    func notify(update: Messages.PresenterUpdate)
}

/// The other roles' messages, named so that a Presenter sending one reads as a sentence, not as a
/// wrong argument label. None of them can be called.
extension PresenterPipelineNotifying {
    @available(*, unavailable, message: "a Presenter's face of the Pipeline (PresenterPipelineNotifying) sends updates only, with notify(update:); events are the Core's to announce")
    public func notify(event: Messages.CoreEvent) {}

    @available(*, unavailable, message: "a Presenter's face of the Pipeline (PresenterPipelineNotifying) sends updates only, with notify(update:); inputs are the Joint's to send")
    public func notify(input: Messages.JointInput) {}

    @available(*, unavailable, message: "a Presenter's face of the Pipeline (PresenterPipelineNotifying) sends updates only, with notify(update:); intents are the View's to send")
    public func notify(intent: Messages.ViewIntent) {}
}
