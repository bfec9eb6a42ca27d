import LessonKit
import Lessons
import SuperSimple
import Testing

@Suite struct NavigationSceneTests {
    /// The objects reachable from the scene's window right now, weakly held.
    private func stack(of scene: NavigationScene) -> [() -> AnyObject?] {
        guard let window = scene.roots.first?.object as? TextWindow,
            let controller = window.root as? TextNavigationController else { return [] }
        return ([controller] + controller.stack.map { $0 as AnyObject }).map { object in
            weak let weakObject = object
            return { weakObject }
        }
    }

    @Test func openPushesBackPopsAndCloseFreesTheWholeStack() {
        let scene = NavigationScene()
        #expect(scene.controls == ["open", "call", "close"])
        #expect(scene.tap("back") == .refused("Mission Control is the root; there is nothing to go back to"))
        #expect(scene.tap("open") == .delivered([]))
        #expect(scene.drawScreen(width: 60, ascii: true).first == "Mission Control > Discovery One")
        #expect(scene.controls == ["mainButton", "back", "close"])
        let pushed = stack(of: scene)
        #expect(pushed.count == 3)
        #expect(scene.tap("back") == .delivered([]))
        #expect(pushed[2]() == nil, "the popped screen is freed")
        let rest = stack(of: scene)
        #expect(scene.tap("close") == .delivered(["The window let go of the navigation controller."]))
        #expect(rest.allSatisfy { $0() == nil }, "the controller and its root are freed with the window's reference")
        #expect(scene.controls == ["start"])
    }

    @Test func aNavigationOwningItsControllerKeepsTheStackAliveAfterTheWindowLetsGo() {
        let scene = NavigationScene()
        _ = scene.breakRule("strong-navigation")
        _ = scene.tap("open")
        let objects = stack(of: scene)
        _ = scene.tap("close")
        // The loop is leaked for the rest of the test process, as it would be in an app.
        #expect(objects.allSatisfy { $0() != nil }, "controller, root and pushed screen survive in the loop")
        _ = scene.fix()
        #expect(scene.brokenRule == nil)
    }
}
