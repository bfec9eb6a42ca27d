/// One step of a message's journey between live objects: sent to a pipeline, delivered to a
/// handler, called on a view. The REPL's route log is made of these, reported as they happen.
public struct Hop {
    public enum Kind: Equatable, Sendable {
        /// What the user did, arriving where the UI toolkit delivers it: `user ── tap login ─▶
        /// LoginView`. Said by the hop's kind, never read from its words (`HopReporter.user`).
        case user
        /// A message leaves its sender: `LoginView ── intent .loginButtonTap ─▶ LoginPipeline`.
        case send
        /// A call arrives at its receiver: `didTapMainButton()`, `render(BannerRenderable)`.
        case call
        /// A pipeline hands the message it carries to one receiver: `▶ LoginCore.handleView(intent:)`.
        case delivery
        /// Work the app's run loop ran on a later turn, after the action that scheduled it had
        /// returned (a manager's answer arriving). The hops under it happened then.
        case later
    }

    public let kind: Kind
    /// Who sent it; `nil` for the user, or for "whoever is handling the enclosing hop".
    public let sender: AnyObject?
    /// Who receives it; `nil` when it leaves through a closure (a Joint's output to its parent),
    /// or when the receiver is not an object (see `receiverType`).
    public let receiver: AnyObject?
    /// A receiver that is not an object: an assembler (a struct), or an object still being
    /// initialized. Named by its type.
    public let receiverType: String?
    /// What kind of message (`intent`, `event`, `input`, `update`, `output`), or `nil` for a plain call.
    public let channel: String?
    /// The message in Swift syntax: `.loginButtonTap`, `didTapMainButton()`, `render(BannerRenderable)`.
    public let message: String
    /// The code under this hop is a closure someone attached (a manager's listener), not the
    /// receiver's. A send with no receiver object (to "the attached closure", to the parent) and a
    /// later turn always are.
    public let runsClosure: Bool
    /// The closure the hop runs, when the reporter hands it over, kept as it was: whose code it
    /// is is read from its function's symbol, what its context captures, or who attached it
    /// (`HopObserving.owner(ofClosureContext:)`), so a message it sends names that object. The open hop keeps it (and its context) alive.
    let closure: ClosureKeeping?
    /// The closure this hop hands its receiver to keep and run later (`attach(_:)`), kept as it
    /// was while the hop is open: the object whose code made the hop is the one that attached it,
    /// and a closure is the code of who attached it (`handedOverContext`).
    let handedOver: ClosureKeeping?

    public init(
        kind: Kind, sender: AnyObject?, receiver: AnyObject?, receiverType: String? = nil, channel: String? = nil,
        message: String, runsClosure: Bool = false
    ) {
        self.init(
            kind: kind, sender: sender, receiver: receiver, receiverType: receiverType, channel: channel,
            message: message, runsClosure: runsClosure, closure: nil, handedOver: nil)
    }

    /// A call that hands `receiver` a closure to keep (`attach(_:)`), made by `sender` (`nil`: whoever
    /// is handling the enclosing hop). The route then knows who attached that closure: a message the
    /// closure's own code sends later is that object's, when the closure captures no object of its
    /// own that could have sent it (`MessageCarrying`).
    public static func handingOver<Argument>(
        _ closure: @escaping (Argument) -> Void, sender: AnyObject?, receiver: AnyObject, message: String
    ) -> Hop {
        Hop(
            kind: .call, sender: sender, receiver: receiver, receiverType: nil, channel: nil, message: message,
            runsClosure: false, closure: nil, handedOver: HandedClosure(closure))
    }

    /// A hop that runs `closure` (a listener, a parent's callback): the route names a message it
    /// sends by the object the closure captures.
    public init<Argument>(
        kind: Kind, sender: AnyObject?, receiver: AnyObject?, receiverType: String? = nil, channel: String? = nil,
        message: String, closure: ((Argument) -> Void)?
    ) {
        self.init(
            kind: kind, sender: sender, receiver: receiver, receiverType: receiverType, channel: channel,
            message: message, runsClosure: true, closure: HandedClosure(closure), handedOver: nil)
    }

    /// The same for a closure that takes nothing (`onTick()`).
    public init(
        kind: Kind, sender: AnyObject?, receiver: AnyObject?, receiverType: String? = nil, channel: String? = nil,
        message: String, closure: (() -> Void)?
    ) {
        self.init(
            kind: kind, sender: sender, receiver: receiver, receiverType: receiverType, channel: channel,
            message: message, runsClosure: true, closure: HandedAction(closure), handedOver: nil)
    }

    private init(
        kind: Kind, sender: AnyObject?, receiver: AnyObject?, receiverType: String?, channel: String?,
        message: String, runsClosure: Bool, closure: ClosureKeeping?, handedOver: ClosureKeeping?
    ) {
        self.kind = kind
        self.sender = sender
        self.receiver = receiver
        self.receiverType = receiverType
        self.channel = channel
        self.message = message
        self.closure = closure
        self.handedOver = handedOver
        self.runsClosure = runsClosure || kind == .later || (kind == .send && receiver == nil)
    }

    /// The context of the closure this hop runs (what it captures), readable while the hop is
    /// open; nil when the hop hands over no closure or the closure captures nothing.
    public var closureContext: UnsafeRawPointer? { closure?.context }

    /// The function of the closure this hop runs: its symbol names the type whose code it was
    /// written in (`closure #1 in C.init(…)`). Nil when the hop hands over no closure.
    public var closureFunction: UnsafeRawPointer? { closure?.function }

    /// The context of the closure this hop hands its receiver to keep (`handingOver`), readable
    /// while the hop is open; nil when it hands over none or the closure captures nothing.
    public var handedOverContext: UnsafeRawPointer? { handedOver?.context }

    /// Whether the hop handed over the closure it runs (`init(…closure:)`), so whose it is can be read.
    public var handsOverClosure: Bool { closure != nil }

    /// Whose code runs inside this hop: the receiver of a call, a delivery or a send to an object;
    /// code named by its type or function (an initializer, an assembly function); or a closure.
    var runs: RunningCode {
        if runsClosure { return .closure(closure) }
        if let receiver { return .object(receiver) }
        return .named
    }

    /// An enum case as Swift source writes it: `.toggleWaitingIndicator(visible: true)`.
    public static func caseText<Value>(_ value: Value) -> String {
        SwiftLiteral.text(of: value)
    }
}
