import LessonKit

/// The REPL's navigation: holds the open lesson and builds the next one with an assembler.
public final class LessonNavigation: LessonNavigating {
    public private(set) var current: OpenLesson?
    private let scenes: SceneCatalog

    public init(scenes: SceneCatalog) {
        self.scenes = scenes
    }

    public func open(_ lesson: LessonText, atStep stepIndex: Int) -> OpenLesson? {
        current = nil
        current = OpenLessonAssembler(lesson: lesson, scenes: scenes, stepIndex: stepIndex).assemble()
        return current
    }

    public func go(toStep index: Int) {
        current?.move(to: index)
    }

    public func close(_ lessonID: String?) {
        if lessonID == nil || current?.lesson.id == lessonID { current = nil }
    }
}
