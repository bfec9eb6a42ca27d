/// The scene's screen, already drawn by its text views.
public struct ScreenRenderable: Equatable, Sendable {
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}

/// Views that can show a scene's screen.
public protocol ScreenRendering: AnyObject {
    func render(_ screen: ScreenRenderable)
}
