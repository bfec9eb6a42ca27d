/// An object the scene's ownership graph starts from, and what holds it in the real app
/// (`window`, `screen`).
public struct SceneRoot {
    public let label: String
    public let object: AnyObject

    public init(label: String, object: AnyObject) {
        self.label = label
        self.object = object
    }
}
