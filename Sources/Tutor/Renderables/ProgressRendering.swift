/// Views that can show progress.
package protocol ProgressRendering: AnyObject {
    func render(_ progress: ProgressRenderable)
}
