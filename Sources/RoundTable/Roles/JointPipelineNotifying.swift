/// The face of a Pipeline a Joint is given: it brings input in from outside, and nothing else
/// (its output goes to the parent through its outlet, not through the pipeline). Events are the
/// Core's, updates the Presenter's, intents the View's: a Joint that tried to send one would not
/// compile, and the compiler says whose message it is.
public protocol JointPipelineNotifying<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// Hands the module input from outside: delivered to the Core, then the Presenter.
    func notify(input: Messages.JointInput)
}

/// The other roles' messages, named so that a Joint sending one reads as a sentence, not as a
/// wrong argument label. None of them can be called.
extension JointPipelineNotifying {
    @available(*, unavailable, message: "a Joint's face of the Pipeline (JointPipelineNotifying) brings in input only, with notify(input:); events are the Core's to announce")
    public func notify(event: Messages.CoreEvent) {}

    @available(*, unavailable, message: "a Joint's face of the Pipeline (JointPipelineNotifying) brings in input only, with notify(input:); updates are the Presenter's to send")
    public func notify(update: Messages.PresenterUpdate) {}

    @available(*, unavailable, message: "a Joint's face of the Pipeline (JointPipelineNotifying) brings in input only, with notify(input:); intents are the View's to send")
    public func notify(intent: Messages.ViewIntent) {}
}
