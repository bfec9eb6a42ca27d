/// Something in the user's files that can become the loaded scene.
public struct SceneDeclaration: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `func roots() -> [SceneRoot]`: the engineer's few lines that build the objects.
        case rootsFunction
        /// A class conforming to `LessonScene`, built with `init()`: the scene author's full scene.
        case sceneClass
    }

    public let kind: Kind
    public let name: String
    public let file: String
    public let line: Int

    /// How messages name it: `roots() at Garage.swift:40`.
    public var described: String {
        (kind == .rootsFunction ? "\(name)()" : name) + " at \(file):\(line)"
    }
}
