import Inspector
package import LessonFormat
package import LessonKit

/// Moves between lessons and their steps; interactions ask it, never build lessons themselves.
package protocol LessonNavigating: AnyObject {
    /// The lesson being followed, if any.
    var current: OpenLesson? { get }
    /// Opens `lesson` at `stepIndex`, replacing (and freeing) the open one.
    func open(_ lesson: LessonText, atStep stepIndex: Int) -> OpenLesson?
    /// Moves the open lesson to another step.
    func go(toStep index: Int)
    /// Closes the open lesson, if it is `lessonID` (or any, when `nil`).
    func close(_ lessonID: String?)
}

/// The REPL's navigation: holds the open lesson and builds the next one with an assembler.
///
/// Opening a lesson is a fresh scope: the old scene is let go first, then the inspector starts
/// new names, so `Type#1` in a lesson's text names its own object whatever was opened before.
package final class LessonNavigation: LessonNavigating {
    package private(set) var current: OpenLesson?
    private let scenes: SceneCatalog
    private let inspector: InspectorSession

    package init(scenes: SceneCatalog, inspector: InspectorSession) {
        self.scenes = scenes
        self.inspector = inspector
    }

    package func open(_ lesson: LessonText, atStep stepIndex: Int) -> OpenLesson? {
        let closing = current?.lesson.id
        current = nil
        inspector.beginScope(closing: closing)
        // Building the scene is an action too: its route shows how the scene was assembled.
        // The scene's own code is named as graph and why name the scene; a loaded scene's name
        // is known once it is built, and the route of its building is renamed then.
        var built: OpenLesson?
        inspector.sceneCode = lesson.sceneID == LoadedScene.sceneID ? OpenLesson.loadedSceneCode : OpenLesson.sceneName
        inspector.perform(roots: { built?.scene.roots ?? [] }, origin: inspector.sceneCode) {
            built = OpenLessonAssembler(lesson: lesson, scenes: scenes, stepIndex: stepIndex).assemble()
            built?.nameScene(in: inspector.registry)
        }
        if let built {
            let name = built.sceneCodeName(in: inspector.registry)
            inspector.route.nameSceneCode(name)
            inspector.sceneCode = name
            // A loaded file's `roots()` has no object of the user's: Podbay's wrapper is none.
            inspector.sceneObject = built.scene is RootsScene ? nil : built.scene
        }
        if let built, built.stepIndex > 0 {
            built.replayed = LessonReplay(inspector: inspector).replay(built)
            if !built.replayed.isEmpty { built.replayNote = built.scene.resumedAfterReplay() }
        }
        current = built
        return built
    }

    package func go(toStep index: Int) {
        current?.move(to: index)
    }

    package func close(_ lessonID: String?) {
        if lessonID == nil || current?.lesson.id == lessonID { current = nil }
    }
}

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
