/// Text for a label.
public struct LabelRenderable: Equatable, Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}

/// What a label can be told.
public protocol LabelRendering: AnyObject {
    func render(_ renderable: LabelRenderable)
}
