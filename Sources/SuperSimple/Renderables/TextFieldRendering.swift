/// What a text field can be told.
public protocol TextFieldRendering: AnyObject {
    func render(_ renderable: TextFieldRenderable)
}
