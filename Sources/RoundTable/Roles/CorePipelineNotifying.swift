/// The face of a Pipeline a Core is given: it announces events, and nothing else. Updates are the
/// Presenter's, inputs the Joint's, intents the View's: a Core that tried to send one would not
/// compile, and the compiler says whose message it is.
public protocol CorePipelineNotifying<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    /// Tells the module what happened: delivered to the Presenter, then the Joint.
    func notify(event: Messages.CoreEvent)
}

/// The other roles' messages, named so that a Core sending one reads as a sentence, not as a
/// wrong argument label. None of them can be called.
extension CorePipelineNotifying {
    @available(*, unavailable, message: "a Core's face of the Pipeline (CorePipelineNotifying) announces events only, with notify(event:); updates are the Presenter's to send")
    public func notify(update: Messages.PresenterUpdate) {}

    @available(*, unavailable, message: "a Core's face of the Pipeline (CorePipelineNotifying) announces events only, with notify(event:); inputs are the Joint's to send")
    public func notify(input: Messages.JointInput) {}

    @available(*, unavailable, message: "a Core's face of the Pipeline (CorePipelineNotifying) announces events only, with notify(event:); intents are the View's to send")
    public func notify(intent: Messages.ViewIntent) {}
}
