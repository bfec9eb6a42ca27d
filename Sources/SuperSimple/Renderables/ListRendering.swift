/// What a list can be told.
public protocol ListRendering: AnyObject {
    func render(_ renderable: ListRenderable)
}
