/// One step of a message's journey between live objects: sent to a pipeline, delivered to a
/// handler, called on a view. The REPL's route log is made of these, reported as they happen.
public struct Hop {
    public enum Kind: Equatable, Sendable {
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

    public init(
        kind: Kind, sender: AnyObject?, receiver: AnyObject?, receiverType: String? = nil, channel: String? = nil,
        message: String
    ) {
        self.kind = kind
        self.sender = sender
        self.receiver = receiver
        self.receiverType = receiverType
        self.channel = channel
        self.message = message
    }

    /// The object whose code runs inside this hop: the receiver of a call, a delivery, or a send
    /// to an object. A send to a closure (its receiver `nil`) and a later turn name nobody.
    var runs: AnyObject? { kind == .later ? nil : receiver }

    /// An enum case as Swift source writes it: `.toggleWaitingIndicator(visible: true)`.
    public static func caseText<Value>(_ value: Value) -> String {
        SwiftLiteral.text(of: value)
    }
}
