import SuperSimple

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
/// Components never see each other: they only notify the pipeline. The View sees only its
/// intent-only face, `PipelineViewNotifying`.
public final class Pipeline<Messages: ModuleMessages>: PipelineViewNotifying {
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
        send(from: view, "intent", intent) {
            deliver(to: core, "handleView(intent:)") { core?.handleView(intent: intent) }
            deliver(to: presenter, "handleView(intent:)") { presenter?.handleView(intent: intent) }
            deliver(to: joint, "handleView(intent:)") { joint?.handleView(intent: intent) }
        }
    }

    /// The Core's event: to the Presenter, the Joint.
    public func notify(event: Messages.CoreEvent) {
        send(from: core, "event", event) {
            deliver(to: presenter, "handleCore(event:)") { presenter?.handleCore(event: event) }
            deliver(to: joint, "handleCore(event:)") { joint?.handleCore(event: event) }
        }
    }

    /// The Joint's input: to the Core, the Presenter.
    public func notify(input: Messages.JointInput) {
        send(from: joint, "input", input) {
            deliver(to: core, "handleJoint(input:)") { core?.handleJoint(input: input) }
            deliver(to: presenter, "handleJoint(input:)") { presenter?.handleJoint(input: input) }
        }
    }

    /// The Presenter's update: to the View, and to nobody else.
    public func notify(update: Messages.PresenterUpdate) {
        send(from: presenter, "update", update) {
            deliver(to: view, "handlePresenter(update:)") { view?.handlePresenter(update: update) }
        }
    }

    private func send<Message>(from sender: AnyObject?, _ channel: String, _ message: Message, _ body: () -> Void) {
        HopReporter.around(
            Hop(kind: .send, sender: sender, receiver: self, channel: channel, message: Hop.caseText(message)), body)
    }

    private func deliver(to receiver: AnyObject?, _ method: String, _ body: () -> Void) {
        guard let receiver else { return }
        HopReporter.around(Hop(kind: .delivery, sender: self, receiver: receiver, message: method), body)
    }
}
