// Lesson 3's exercise: the scene `check` builds with your DiscoveryOneAssembler and the other
// types of this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// A window; `tap assemble` makes your assembler, given the interaction's assembler the scene
/// keeps, asks it for the screen and shows it; `tap again` asks the same assembler once more. The
/// route of a tap is the assembly tree. A line under the window says what the scene saw: a new
/// screen each time, and how often the interaction's assembler handed in (this instance) was asked.
final class AssemblerExerciseScene: LessonScene {
    private let window = TextWindow()
    /// Handed to every assembler of yours the scene makes; nil once `tap close` let it go.
    private var given: GivenPodBayDoorsInteractionAssembler? = GivenPodBayDoorsInteractionAssembler()
    /// The assembler the last `tap assemble` made, for `tap again`.
    private var assembler: DiscoveryOneAssembler?
    private weak var lastScreen: TextScreen?
    private var assembles = 0
    private var sameScreen: Int?

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { ["assemble", "again", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode) + status
    }

    /// What the scene saw of your assembler, once it assembled.
    private var status: [String] {
        guard assembles > 0, let given else { return [] }
        let times = { (count: Int) in count == 1 ? "1 time" : "\(count) times" }
        let screens = sameScreen.map { "assemble \($0) returned the screen the one before it did (an assembler builds a new one each time)" }
            ?? "a new screen each time"
        return ["Assembled \(times(assembles)): \(screens); the interaction's assembler handed in was asked \(times(given.asked))."]
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close" {
            assembler = nil
            given = nil
            return window.letGo()
        }
        guard let given, control == "assemble" || (control == "again" && assembler != nil) else {
            return .refused("no control '\(control)' here; tap assemble, then again")
        }
        // Made inside the reported hop too: what your assembler builds when it is made (a stored
        // property, its init) is its work, and is drawn under it.
        let screen = HopReporter.assemble(by: DiscoveryOneAssembler.self) {
            let assembler = control == "again" ? self.assembler : nil
            let asked = assembler ?? DiscoveryOneAssembler(interactionAssembler: given)
            self.assembler = asked
            return asked.assemble()
        }
        assembles += 1
        if screen === lastScreen, sameScreen == nil { sameScreen = assembles }
        lastScreen = screen
        window.root = TextNavigationController(root: screen)
        return .delivered([])
    }
}
