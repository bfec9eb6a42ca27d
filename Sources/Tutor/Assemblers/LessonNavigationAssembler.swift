/// Builds the navigation between lessons and steps.
package struct LessonNavigationAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> LessonNavigation {
        LessonNavigation(scenes: configuration.scenes, inspector: configuration.inspector)
    }
}
