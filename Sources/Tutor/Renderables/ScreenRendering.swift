/// Views that can show a scene's screen.
package protocol ScreenRendering: AnyObject {
    func render(_ screen: ScreenRenderable)
}
