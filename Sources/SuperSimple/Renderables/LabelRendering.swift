/// What a label can be told.
public protocol LabelRendering: AnyObject {
    func render(_ renderable: LabelRenderable)
}
