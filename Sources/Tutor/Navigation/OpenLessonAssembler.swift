import LessonFormat
import LessonKit

/// Builds an `OpenLesson`: the lesson's live scene from the compiled catalog, at a step.
struct OpenLessonAssembler {
    let lesson: LessonText
    let scenes: SceneCatalog
    let stepIndex: Int

    init(lesson: LessonText, scenes: SceneCatalog, stepIndex: Int) {
        self.lesson = lesson
        self.scenes = scenes
        self.stepIndex = stepIndex
    }

    /// `nil` when the program has no scene with the lesson's scene id.
    func assemble() -> OpenLesson? {
        guard let builder = scenes.builder(for: lesson.sceneID) else { return nil }
        return OpenLesson(lesson: lesson, scene: builder.build(), stepIndex: stepIndex)
    }
}
