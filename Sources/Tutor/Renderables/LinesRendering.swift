/// Views that can print laid-out text.
package protocol LinesRendering: AnyObject {
    func render(_ lines: LinesRenderable)
}
