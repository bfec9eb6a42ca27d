/// What `load` and `reload` ask of the program: build a scene from the user's Swift files. The
/// executable provides it (see the Loader module); without one, `load` says it is not available.
package protocol SceneLoading: AnyObject {
    /// The file or folder loaded last, for `reload`.
    var lastPath: String? { get }
    /// Loads `path`, saying what happens on the way (a notice, the compiler's errors).
    func load(_ path: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome
    /// Builds the Swift scene at `source` that lesson `lessonID` names, and opens the lesson with it.
    func open(lesson lessonID: String, source: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome
}

/// What came of a `load`.
package enum SceneLoadOutcome: Equatable, Sendable {
    /// This program carries the scene: open it under `sceneID`, titled `title` (the path);
    /// `quietly` when it opens again after a crash, which the podbay that saw the crash said.
    case open(sceneID: String, title: String, declaration: String, quietly: Bool = false)
    /// Nothing was loaded; what was open stays open.
    case refused
    /// The loaded code ran elsewhere and the prompt is back here.
    case returned
}
