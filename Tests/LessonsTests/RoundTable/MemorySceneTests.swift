import LessonKit
import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct MemorySceneTests {
    /// The list module's View and Pipeline, and the editor's Joint when it is open, weakly held.
    private func parts(of scene: MemoryScene) -> (view: () -> AnyObject?, pipeline: () -> AnyObject?) {
        weak let view = ((scene.roots.first?.object as? TextWindow)?.root as? TextNavigationController)?.stack.first
            as? TaskListView
        weak let pipeline = view?.pipeline as AnyObject?
        return ({ view }, { pipeline })
    }

    /// How many listeners the task manager calls when a task is added.
    private func listenerCalls(after trunk: AppTrunk?) -> Int {
        let recorder = HopRecorder()
        recorder.recording { trunk?.taskManager.add(title: "Probe") }
        return recorder.lines.filter { $0.hasPrefix("call callback(tasks)") }.count
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

    /// A Core whose manager listener captures it strongly outlives its screen: the Trunk's task
    /// manager keeps it. The inspector's view of it is in the lesson-7 transcript.
    @Test func aCoreCapturedByItsManagerListenerOutlivesItsScreen() {
        let scene = MemoryScene()
        #expect(scene.breakRule("strong-listener") == .delivered(
            ["A new stack whose list Core attaches a listener to the task manager that captures the Core strongly."]))
        let module = parts(of: scene)
        let trunk = scene.roots.compactMap { $0.object as? AppTrunk }.first
        _ = scene.tap("close")
        #expect(module.view() == nil && module.pipeline() == nil)
        #expect(listenerCalls(after: trunk) == 1, "the Core never went, so its listener is still attached")
        #expect(scene.fix() == .delivered(["A new stack that keeps the memory rule."]))
        _ = scene.tap("close")
        #expect(listenerCalls(after: trunk) == 1, "the faithful Core detached its listener when it was freed")
        #expect(scene.breakRule("strong-views") == .refused("this lesson has no rule named 'strong-views' to break"))
    }
}
