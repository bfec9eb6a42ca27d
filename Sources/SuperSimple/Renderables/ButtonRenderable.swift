/// A button's title and whether it can be tapped.
public struct ButtonRenderable: Equatable, Sendable {
    public let title: String
    public let enabled: Bool

    public init(title: String, enabled: Bool = true) {
        self.title = title
        self.enabled = enabled
    }
}

/// What a button can be told.
public protocol ButtonRendering: AnyObject {
    func render(_ renderable: ButtonRenderable)
}
