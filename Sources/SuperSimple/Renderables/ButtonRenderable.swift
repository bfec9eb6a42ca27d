/// A button's title and whether it can be tapped.
public struct ButtonRenderable: Equatable, Sendable {
    public let title: String
    public let enabled: Bool

    public init(title: String, enabled: Bool = true) {
        self.title = title
        self.enabled = enabled
    }
}
