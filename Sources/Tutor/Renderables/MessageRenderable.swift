/// A line or paragraph for the learner, with what kind of message it is (said in words where it
/// matters, never by colour alone).
public struct MessageRenderable: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Ordinary text.
        case plain
        /// Something went well ("✓ goal met").
        case success
        /// Worth knowing, nothing failed (a file kept aside).
        case warning
        /// The command could not do what was asked.
        case error
        /// Text printed exactly as given (JSON, DOT): never wrapped or coloured.
        case verbatim
    }

    public let kind: Kind
    public let text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// Views that can show messages.
public protocol MessageRendering: AnyObject {
    func render(_ message: MessageRenderable)
}
