import LessonKit
import Lessons
import RoundTable
import SuperSimple
import Testing

@Suite struct MemorySceneTests {
    /// The list module's View and Pipeline, and the editor's Joint when it is open, weakly held.
    private func parts(of scene: MemoryScene) -> (view: () -> AnyObject?, pipeline: () -> AnyObject?) {
        weak let view = ((scene.roots.first?.object as? TextWindow)?.root as? TextNavigationController)?.stack.first
            as? TaskListView
        weak let pipeline = view?.pipeline
        return ({ view }, { pipeline })
    }

    @Test func closingTheWindowFreesTheWholeModuleAtOnce() {
        let scene = MemoryScene()
        #expect(scene.controls == ["add", "info", "close"])
        let module = parts(of: scene)
        _ = scene.tap("add")
        #expect(scene.tap("close") == .delivered(["The window let go of the navigation controller."]))
        #expect(module.view() == nil && module.pipeline() == nil)
        #expect(scene.controls == ["start"])
    }

    @Test func aPipelineHoldingItsViewKeepsTheModuleAfterTheWindowLetsGo() {
        let scene = MemoryScene()
        _ = scene.breakRule("strong-view")
        let module = parts(of: scene)
        _ = scene.tap("close")
        // Leaked for the rest of the test process, as it would be in an app.
        #expect(module.view() != nil && module.pipeline() != nil)
    }

    /// The leak itself (the Joint and the editor's Joint alive after the window closes with the
    /// editor open) is seen through the inspector in the lesson-7 transcript.
    @Test func aJointCapturedByItsEditorsOutputLetsGoOnceTheEditorReportsBack() {
        let scene = MemoryScene()
        _ = scene.breakRule("strong-capture")
        let module = parts(of: scene)
        _ = scene.tap("add")
        _ = scene.tap("cancel")
        _ = scene.tap("close")
        #expect(module.view() == nil && module.pipeline() == nil)
        #expect(scene.fix() == .delivered(["A new stack that keeps the memory rule."]))
        #expect(scene.breakRule("strong-views") == .refused("this lesson has no rule named 'strong-views' to break"))
    }
}
