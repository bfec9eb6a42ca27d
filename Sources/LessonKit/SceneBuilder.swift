/// Builds a fresh live scene for one lesson; the lesson text names it by `sceneID`.
public struct SceneBuilder: Sendable {
    public let sceneID: String
    private let make: @Sendable () -> LessonScene

    public init(sceneID: String, make: @escaping @Sendable () -> LessonScene) {
        self.sceneID = sceneID
        self.make = make
    }

    public func build() -> LessonScene {
        make()
    }
}
