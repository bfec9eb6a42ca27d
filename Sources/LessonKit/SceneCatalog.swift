/// Every scene compiled into the program, by id: the lesson texts choose among them.
public struct SceneCatalog: Sendable {
    public let builders: [SceneBuilder]

    public init(builders: [SceneBuilder]) {
        self.builders = builders
    }

    public var sceneIDs: [String] { builders.map(\.sceneID).sorted() }

    public func builder(for sceneID: String) -> SceneBuilder? {
        builders.first { $0.sceneID == sceneID }
    }
}
