/// Text for a label.
public struct LabelRenderable: Equatable, Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}
