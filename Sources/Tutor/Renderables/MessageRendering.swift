/// Views that can show messages.
package protocol MessageRendering: AnyObject {
    func render(_ message: MessageRenderable)
}
