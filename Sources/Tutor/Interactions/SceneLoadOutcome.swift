/// What came of a `load`.
package enum SceneLoadOutcome: Equatable, Sendable {
    /// This program carries the scene: open it under `sceneID`, titled `title` (the path).
    case open(sceneID: String, title: String, declaration: String)
    /// Nothing was loaded; what was open stays open.
    case refused
    /// The loaded code ran elsewhere and the prompt is back here.
    case returned
}
