// Lesson 4's exercise: the scene `check` builds with your DiscoveryOneNavigation, from the files
// in this folder. Shipped with the lesson; your files sit beside it and are compiled with it. Not
// yours to edit.
import LessonKit
import SuperSimple

/// A window holding a navigation controller whose root is Mission Control, built with your
/// navigation. `tap open` asks it to push Discovery One; `tap back` pops it. A second window, a
/// stack of its own with a navigation of yours and its own screen's assembler, is opened by `tap
/// second`, from its Mission Control whatever is on top (twice: two screens): each navigation
/// pushes on the controller it was handed. A line under the window says
/// what the scene saw: the second stack's top screen, and how often the screens' assemblers
/// handed in (these instances) were asked.
final class NavigationExerciseScene: LessonScene {
    private let window = TextWindow()
    private let secondWindow = TextWindow()
    /// Handed to the navigations; kept by the scene to count their asks, until `tap close`.
    private var given: [GivenDiscoveryOneAssembler] = []
    /// The second stack's Mission Control, tapped whatever is on top of it; the window owns it.
    private weak var secondMissionControl: MissionControlViewController?

    init() {
        let assemblers = [
            GivenDiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()),
            GivenDiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()),
        ]
        given = assemblers
        for (window, assembler) in zip([window, secondWindow], assemblers) {
            let root = HopReporter.initialize {
                MissionControlViewController(
                    interaction: MissionControlInteraction(navigation: DiscoveryOneNavigation(discoveryAssembler: assembler)))
            }
            window.root = TextNavigationController(root: root)
            if window === secondWindow { secondMissionControl = root }
        }
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "second window", object: secondWindow)] }
    var controls: [String] { (window.root?.visible?.controls ?? []) + ["back", "second", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode) + status
    }

    /// What the scene saw of your navigations, once the window was built.
    private var status: [String] {
        guard given.count == 2, let second = secondWindow.root?.visible else { return [] }
        let times = { (count: Int) in count == 1 ? "1 time" : "\(count) times" }
        return ["The second stack shows \(second.title). The screens' assemblers handed in were asked "
            + "\(times(given[0].asked)) (first stack) and \(times(given[1].asked)) (second stack)."]
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close" {
            given = []
            _ = secondWindow.letGo()
            return window.letGo()
        }
        if control == "second" {
            // Mission Control's open, whatever is on top of it (as a double tap would): a second
            // open must push a new screen, not the one already pushed.
            guard let screen = secondMissionControl else { return .refused("the second window is empty") }
            return SceneReply(UserEvents.deliver(.tap(control: "open"), to: screen))
        }
        guard let controller = window.root, let screen = controller.visible else { return .refused("the window is empty") }
        if control == "back" {
            return controller.pop() ? .delivered([]) : .refused("Mission Control is the root; nothing was pushed to go back from")
        }
        return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
    }
}
