/// A text field's content, and what it shows when empty.
public struct TextFieldRenderable: Equatable, Sendable {
    public let text: String
    public let placeholder: String
    /// Shown as dots, as a password field would.
    public let secure: Bool

    public init(text: String, placeholder: String = "", secure: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.secure = secure
    }
}
