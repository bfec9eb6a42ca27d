public import SuperSimple

/// Carries a module's messages between its components, in the reference order:
///
/// | sender | message | delivered to, in order |
/// |---|---|---|
/// | View | intent | Core, Presenter, Joint |
/// | Core | event | Presenter, Joint |
/// | Joint | input | Core, Presenter |
/// | Presenter | update | View |
///
/// It holds the Core, Presenter and Joint strongly and the View weakly (the View holds it).
/// The seed says none of the parts knows the others; that is a simplification. Each message goes
/// to the parts the table names, not to all others, and the Joint does know one part: it holds
/// its View (weakly) to present and dismiss other modules through it (`inspect LoginJoint#1`).
/// No part sees the whole pipeline: each is handed the face that carries
/// its own messages only (`CorePipelineNotifying`, `PresenterPipelineNotifying`,
/// `JointPipelineNotifying`, `PipelineViewNotifying`), so a Core that sends an update does not
/// compile. The reference's base classes let any role send anything; here the table is true by
/// construction.
///
/// Each message's sender is whoever's code is running when it is sent, as the open hops say
/// (`HopReporter.sender()`): a Core that casts its face back and sends an update, an assembly
/// function that sends one, a closure a manager calls back (named by the object it captures, or,
/// when it captures only a pipeline, by who attached it) is named in the route as what it is. The channel never names the sender: where the hops cannot
/// say, the route names the hop the message was sent under (`attached closure`, `run loop`).
public final class Pipeline<Messages: ModuleMessages>:
    CorePipelineNotifying, PresenterPipelineNotifying, JointPipelineNotifying, PipelineViewNotifying, MessageCarrying
{
    public typealias ViewIntent = Messages.ViewIntent

    private var core: (any ModuleCore<Messages>)?
    private var presenter: (any ModulePresenter<Messages>)?
    private var joint: (any ModuleJoint<Messages>)?
    private weak var view: (any ModuleView<Messages>)?
    /// Set only when built with `holdsViewStrongly`: the View again, held strongly. The View holds
    /// this pipeline, so that makes a loop, and the module outlives its screen.
    private var strongView: (any ModuleView<Messages>)?
    private let holdsViewStrongly: Bool

    /// A pipeline; `holdsViewStrongly: true` builds one that breaks the memory rule, for lessons.
    public init(holdsViewStrongly: Bool = false) {
        self.holdsViewStrongly = holdsViewStrongly
    }

    /// Links the module's components; called once, by the assembly.
    public func link(
        core: any ModuleCore<Messages>, presenter: any ModulePresenter<Messages>, joint: any ModuleJoint<Messages>,
        view: any ModuleView<Messages>
    ) {
        self.core = core
        self.presenter = presenter
        self.joint = joint
        self.view = view
        if holdsViewStrongly { strongView = view }
    }

    /// The View's intent: to the Core, the Presenter, the Joint.
    public func notify(intent: Messages.ViewIntent) {
        send("intent", intent) {
            deliver(to: core, "handleView(intent:)") { core?.handleView(intent: intent) }
            deliver(to: presenter, "handleView(intent:)") { presenter?.handleView(intent: intent) }
            deliver(to: joint, "handleView(intent:)") { joint?.handleView(intent: intent) }
        }
    }

    /// The Core's event: to the Presenter, the Joint.
    public func notify(event: Messages.CoreEvent) {
        send("event", event) {
            deliver(to: presenter, "handleCore(event:)") { presenter?.handleCore(event: event) }
            deliver(to: joint, "handleCore(event:)") { joint?.handleCore(event: event) }
        }
    }

    /// The Joint's input: to the Core, the Presenter.
    public func notify(input: Messages.JointInput) {
        send("input", input) {
            deliver(to: core, "handleJoint(input:)") { core?.handleJoint(input: input) }
            deliver(to: presenter, "handleJoint(input:)") { presenter?.handleJoint(input: input) }
        }
    }

    /// The Presenter's update: to the View, and to nobody else.
    public func notify(update: Messages.PresenterUpdate) {
        send("update", update) {
            deliver(to: view, "handlePresenter(update:)") { view?.handlePresenter(update: update) }
        }
    }

    /// Reports `message` sent on `channel` by whoever's code runs now. A method reference to this
    /// pipeline's own `notify` called back by a manager is no sender: the route names the hop.
    private func send<Message>(_ channel: String, _ message: Message, _ body: () -> Void) {
        HopReporter.around(
            Hop(kind: .send, sender: sender(), receiver: self, channel: channel, message: Hop.caseText(message)),
            body)
    }

    private func sender() -> AnyObject? {
        let running = HopReporter.sender()
        return running === self ? nil : running
    }

    private func deliver(to receiver: AnyObject?, _ method: String, _ body: () -> Void) {
        guard let receiver else { return }
        HopReporter.around(Hop(kind: .delivery, sender: self, receiver: receiver, message: method), body)
    }
}
