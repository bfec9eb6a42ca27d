/// A line or paragraph for the learner, with what kind of message it is (said in words where it
/// matters, never by colour alone).
package struct MessageRenderable: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Ordinary text.
        case plain
        /// Something went well ("✓ goal met").
        case success
        /// Worth knowing, nothing failed (a file kept aside).
        case warning
        /// The command could not do what was asked.
        case error
        /// Laid-out text (a graph tree, a route, a table): its lines kept as they are, never
        /// coloured; a line wider than the terminal is broken with its structure carried down.
        case verbatim
        /// Text for another program (JSON, DOT): printed exactly as given, never wrapped.
        case exact
    }

    package let kind: Kind
    package let text: String

    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// Views that can show messages.
package protocol MessageRendering: AnyObject {
    func render(_ message: MessageRenderable)
}
