/// The scene's screen, already drawn by its text views.
package struct ScreenRenderable: Equatable, Sendable {
    package let lines: [String]

    package init(lines: [String]) {
        self.lines = lines
    }
}

/// Views that can show a scene's screen.
package protocol ScreenRendering: AnyObject {
    func render(_ screen: ScreenRenderable)
}
