/// What a button can be told.
public protocol ButtonRendering: AnyObject {
    func render(_ renderable: ButtonRenderable)
}
