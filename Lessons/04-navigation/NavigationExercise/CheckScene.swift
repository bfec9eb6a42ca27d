// Lesson 4's exercise: the scene `check` builds with your DiscoveryOneNavigation. Shipped with
// the lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// The way to the Discovery One screen, as Mission Control's interaction sees it.
protocol DiscoveryOneNavigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func presentDiscoveryOneInterface()
}

/// The screen your navigation shows: build it with `DiscoveryOneViewController()`.
final class DiscoveryOneViewController: TextScreen {
    let title = "Discovery One"
    weak var navigation: NavigationControlling?
    private let label = LabelView()

    init() {
        label.render(LabelRenderable(text: "Dave, this conversation can serve no purpose anymore."))
    }

    var views: [TextDrawing] { [label] }

    func handle(_ event: UserEvent) -> EventOutcome { unknown(event) }
}

/// Decides what the open button does; owns the navigation that knows how, and passes on the
/// navigation controller it is given, which neither of them owns.
final class MissionControlInteraction {
    private let navigation: DiscoveryOneNavigating

    init(navigation: DiscoveryOneNavigating) {
        self.navigation = navigation
    }

    func use(_ navigationController: NavigationControlling) {
        HopReporter.use(navigationController, on: navigation, from: self) { navigation.use(navigationController) }
    }

    func didTapOpenButton() {
        HopReporter.call(from: self, to: navigation, "presentDiscoveryOneInterface()") {
            navigation.presentDiscoveryOneInterface()
        }
    }
}

/// Mission Control: the stack's root, with the open button. Owns its interaction and hands it the
/// navigation controller that shows it.
final class MissionControlViewController: TextScreen {
    let title = "Mission Control"
    weak var navigation: NavigationControlling? {
        didSet {
            guard let navigation else { return }
            HopReporter.use(navigation, on: interaction, from: self) { interaction.use(navigation) }
        }
    }
    private let interaction: MissionControlInteraction
    private let openButton = ButtonView(control: "open")

    init(interaction: MissionControlInteraction) {
        self.interaction = interaction
        openButton.render(ButtonRenderable(title: "Contact Discovery One"))
    }

    var views: [TextDrawing] { [openButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "open") else { return unknown(event) }
        HopReporter.call(from: self, to: interaction, "didTapOpenButton()") { interaction.didTapOpenButton() }
        return .delivered
    }
}

/// A window holding a navigation controller whose root is Mission Control, built with your
/// navigation. `tap open` asks it to push Discovery One; `tap back` pops it.
final class NavigationExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let root = HopReporter.initialize {
            MissionControlViewController(interaction: MissionControlInteraction(navigation: DiscoveryOneNavigation()))
        }
        window.root = TextNavigationController(root: root)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { (window.root?.visible?.controls ?? []) + ["back"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        guard let controller = window.root, let screen = controller.visible else { return .refused("the window is empty") }
        if control == "back" {
            return controller.pop() ? .delivered([]) : .refused("Mission Control is the root; nothing was pushed to go back from")
        }
        switch UserEvents.deliver(.tap(control: control), to: screen) {
        case .delivered: return .delivered([])
        case .refused(let reason): return .refused(reason)
        }
    }
}
