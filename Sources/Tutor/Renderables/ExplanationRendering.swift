/// Views that can show an explanation.
package protocol ExplanationRendering: AnyObject {
    func render(_ explanation: ExplanationRenderable)
}
