// Lesson 8's exercise: the scene `check` builds with your LaunchModuleAssembly, from the files in
// this folder and the Launch module's other parts in ExerciseSupport/LaunchModule. Shipped with
// the lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// Two tabs, each a Launch module built by your assembly with the one Trunk of the app.
/// `tap build` builds both; the route of the tap is the assembly. `tap second` builds a second
/// app beside the first, a Trunk of its own and two tabs your assembly builds with it; `tap
/// launch` taps launch once on every tab, the two apps in turn: each Core ticks its own app's
/// clock. Lines under the tabs show the second app's tabs and how often each Trunk's clock ticked.
final class AssemblyExerciseScene: LessonScene {
    private let trunk = LaunchTrunk()
    /// The tab bar, once built: one root for both tabs.
    private var box: TabsBox?
    /// The second app, once `tap second` built it: its own Trunk and its tabs.
    private var secondTrunk: LaunchTrunk?
    private var secondBox: TabsBox?

    var roots: [SceneRoot] {
        [SceneRoot(label: "trunk", object: trunk)] + (box.map { [SceneRoot(label: "tabs", object: $0)] } ?? [])
            + (secondTrunk.map { [SceneRoot(label: "second trunk", object: $0)] } ?? [])
            + (secondBox.map { [SceneRoot(label: "second tabs", object: $0)] } ?? [])
    }
    var controls: [String] { ["build", "second", "launch", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        guard let box else { return ["Tap build to assemble two Launch modules with one Trunk."] }
        let style: FrameStyle = ascii ? .ascii : .unicode
        let tabs = box.tabs.flatMap { $0.draw(width: width, style: style) }
        guard let secondTrunk, let secondBox else { return tabs }
        let shown = secondBox.tabs.map { tab in
            "\"" + (tab.visible?.views.first?.draw(width: width, style: style) ?? []).joined(separator: " ") + "\""
        }
        let times = { (count: Int) in count == 1 ? "1 time" : "\(count) times" }
        return tabs + [
            "Beside it, a second app with a Trunk of its own: its tabs show " + shown.joined(separator: " and ") + ".",
            "The first Trunk's clock ticked \(times(trunk.clock.ticks)), the second Trunk's \(times(secondTrunk.clock.ticks)).",
        ]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "close":
            guard box != nil else { return .refused("no tabs to close; tap build first") }
            box = nil
            let hadSecond = secondBox != nil
            secondBox = nil
            secondTrunk = nil
            return .delivered([hadSecond ? "The scene let both apps' tabs go." : "The scene let both tabs go."])
        case "build":
            box = TabsBox(tabs: (0..<2).map { _ in TextNavigationController(root: LaunchModuleAssembly(trunk: trunk).view) })
            return .delivered([])
        case "second":
            // Built while the first app's tabs are alive: two Trunks, each handed to its own app's assemblies.
            guard box != nil else { return .refused("tap build first: the second app is built beside the first") }
            let second = LaunchTrunk()
            secondTrunk = second
            secondBox = TabsBox(tabs: (0..<2).map { _ in TextNavigationController(root: LaunchModuleAssembly(trunk: second).view) })
            return .delivered(["A second app, with a Trunk of its own, shows two tabs beside the first."])
        case "launch":
            guard let box else { return .refused("no tabs to launch on; tap build first") }
            // Each app's first tab, then each app's second: the apps' launches interleave.
            let order = secondBox.map { second in zip(box.tabs, second.tabs).flatMap { [$0, $1] } } ?? box.tabs
            for tab in order {
                guard let screen = tab.visible else { continue }
                if case .refused(let reason) = SceneReply(UserEvents.deliver(.tap(control: "launch"), to: screen)) { return .refused(reason) }
            }
            return .delivered([])
        default:
            return .refused("no control '\(control)' here; tap build")
        }
    }
}
