/// Views that can tell the learner what happened.
package protocol NoticeRendering: AnyObject {
    func render(_ notice: NoticeRenderable)
}
