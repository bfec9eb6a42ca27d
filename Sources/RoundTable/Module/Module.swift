/// An assembled module as its parent sees it: the View to show, and the Joint to talk to.
public struct Module<View: AnyObject, Joint: AnyObject> {
    public let view: View
    public let joint: Joint

    public init(view: View, joint: Joint) {
        self.view = view
        self.joint = joint
    }
}
