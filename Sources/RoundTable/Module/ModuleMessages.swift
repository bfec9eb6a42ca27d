/// The five message types of one Round Table module, named once so every role and the pipeline
/// agree on them. A module declares an empty enum conforming to it:
///
/// ```swift
/// enum LoginMessages: ModuleMessages {
///     typealias CoreEvent = LoginCoreEvent
///     …
/// }
/// ```
public protocol ModuleMessages {
    /// What the Core tells the Presenter and the Joint happened.
    associatedtype CoreEvent
    /// What the Presenter tells the View to show.
    associatedtype PresenterUpdate
    /// What the View tells everyone the user did.
    associatedtype ViewIntent
    /// What the Joint brings in from outside for the Core and the Presenter.
    associatedtype JointInput
    /// What the Joint sends out to its parent.
    associatedtype JointOutput
}
