package import LessonFormat
package import LessonKit

/// Builds an `OpenLesson`: the lesson's live scene from the compiled catalog, at a step.
package struct OpenLessonAssembler {
    package let lesson: LessonText
    package let scenes: SceneCatalog
    package let stepIndex: Int

    package init(lesson: LessonText, scenes: SceneCatalog, stepIndex: Int) {
        self.lesson = lesson
        self.scenes = scenes
        self.stepIndex = stepIndex
    }

    /// `nil` when the program has no scene with the lesson's scene id.
    package func assemble() -> OpenLesson? {
        guard let builder = scenes.builder(for: lesson.sceneID) else { return nil }
        return OpenLesson(lesson: lesson, scene: builder.build(), stepIndex: stepIndex)
    }
}
