/// Views that can say why a command was not run.
package protocol RefusalRendering: AnyObject {
    func render(_ refusal: RefusalRenderable)
}
