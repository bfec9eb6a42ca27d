/// Builds the navigation between lessons and steps.
struct LessonNavigationAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> LessonNavigation {
        LessonNavigation(scenes: configuration.scenes, inspector: configuration.inspector)
    }
}
