/// Builds the navigation between lessons and steps.
public struct LessonNavigationAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> LessonNavigation {
        LessonNavigation(scenes: configuration.scenes, inspector: configuration.inspector)
    }
}
