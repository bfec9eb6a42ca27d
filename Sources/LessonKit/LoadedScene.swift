/// The scene a loaded podbay carries: built from a user's Swift files by `load`, and set by
/// the generated glue before the program starts.
public struct LoadedScene: Sendable {
    /// The file or folder as the user named it.
    public let path: String
    /// The hash of the sources it was built from: `load` of the same, unchanged sources opens it
    /// instead of building again.
    public let sourceHash: String
    /// What the user's code declares, for messages: `roots() in Garage.swift`.
    public let declaration: String
    public let builder: SceneBuilder

    /// The scene id the loaded scene is opened under.
    public static let sceneID = "loaded"

    public init(path: String, sourceHash: String, declaration: String, make: @escaping @Sendable () -> LessonScene) {
        self.path = path
        self.sourceHash = sourceHash
        self.declaration = declaration
        self.builder = SceneBuilder(sceneID: Self.sceneID, make: make)
    }

    /// The scene this program carries, if it was built by `load`; `nil` in the podbay that ships.
    /// Written once by the glue's `main` before Podbay's own entry point runs, read after.
    nonisolated(unsafe) public static var carried: LoadedScene?
}
