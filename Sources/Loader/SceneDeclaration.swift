/// Something in the user's files that can become the loaded scene.
package struct SceneDeclaration: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `func roots() -> [SceneRoot]`: the engineer's few lines that build the objects.
        case rootsFunction
        /// A class conforming to `LessonScene`, built with `init()`: the scene author's full scene.
        case sceneClass
    }

    package let kind: Kind
    package let name: String
    package let file: String
    package let line: Int

    /// How messages name it: `roots() at Garage.swift:40`.
    package var described: String {
        (kind == .rootsFunction ? "\(name)()" : name) + " at \(file):\(line)"
    }
}
