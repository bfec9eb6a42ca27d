// Lesson 8's exercise: the scene `check` builds with your LaunchModuleAssembly, from the files in
// this folder and the Launch module's other parts in ExerciseSupport/LaunchModule. Shipped with
// the lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// Two tabs, each a Launch module built by your assembly with the one Trunk of the app.
/// `tap build` builds both; the route of the tap is the assembly.
final class AssemblyExerciseScene: LessonScene {
    private let trunk = LaunchTrunk()
    /// The tab bar, once built: one root for both tabs.
    private var box: TabsBox?

    var roots: [SceneRoot] { [SceneRoot(label: "trunk", object: trunk)] + (box.map { [SceneRoot(label: "tabs", object: $0)] } ?? []) }
    var controls: [String] { ["build", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        guard let box else { return ["Tap build to assemble two Launch modules with one Trunk."] }
        return box.tabs.flatMap { $0.draw(width: width, style: ascii ? .ascii : .unicode) }
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close" {
            guard box != nil else { return .refused("no tabs to close; tap build first") }
            box = nil
            return .delivered(["The scene let both tabs go."])
        }
        guard control == "build" else { return .refused("no control '\(control)' here; tap build") }
        box = TabsBox(tabs: (0..<2).map { _ in TextNavigationController(root: LaunchModuleAssembly(trunk: trunk).view) })
        return .delivered([])
    }
}
