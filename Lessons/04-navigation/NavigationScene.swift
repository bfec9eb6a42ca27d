public import LessonKit
import SuperSimple

/// Lesson 4's scene: a window holding a navigation controller whose root is Mission Control.
/// `tap open` pushes Discovery One through the navigation, `tap back` pops it, `tap call` presents
/// it modally and `tap dismiss` lets it go, `tap close`
/// makes the window let go of the whole stack and `tap start` builds a new one.
/// `break strong-navigation` builds the stack with a navigation that owns its controller.
public final class NavigationScene: LessonScene {
    public static let sceneID = "navigation"
    private static let rule = "strong-navigation"

    private let window = TextWindow()
    public private(set) var brokenRule: String?

    public init() {
        start()
    }

    public var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    public var breakableRules: [String] { [Self.rule] }

    public var controls: [String] {
        guard let controller = window.root else { return ["start"] }
        let away = isPresenting ? ["dismiss"] : canGoBack ? ["back"] : []
        return (controller.visible?.controls ?? []) + away + ["close"]
    }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let away = isPresenting ? ["[ Dismiss ] (tap dismiss)"] : canGoBack ? ["[ < Back ] (tap back)"] : []
        let buttons = window.root == nil ? ["[ Start ] (tap start)"] : away + ["[ Close ] (tap close)"]
        return window.draw(width: width, style: ascii ? .ascii : .unicode) + [buttons.joined(separator: "  ")]
    }

    public func tap(_ control: String) -> SceneReply {
        switch (control, window.root) {
        case ("start", nil):
            start()
            return .delivered([])
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the navigation controller."])
        case ("back", let controller?):
            guard !isPresenting else { return .refused("a screen is presented over the stack; 'tap dismiss' first") }
            return controller.pop() ? .delivered([]) : .refused("Mission Control is the root; there is nothing to go back to")
        case ("dismiss", let controller?):
            return controller.dismiss() ? .delivered([]) : .refused("nothing is presented; 'tap call' presents Discovery One")
        case (_, let controller?):
            guard let screen = controller.visible else { return .refused("the navigation controller shows nothing") }
            return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
        case (_, nil):
            return .refused("the window is empty; 'tap start' builds Mission Control again")
        }
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .noSuchRule(rule) }
        brokenRule = rule
        start()
        return .delivered(["A new stack whose navigation holds the navigation controller strongly."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        start()
        return .delivered(["A new stack whose navigation holds its navigation controller weakly."])
    }

    private var isPresenting: Bool {
        (window.root as? TextNavigationController)?.presented != nil
    }

    private var canGoBack: Bool {
        (window.root as? TextNavigationController).map { $0.stack.count > 1 } ?? false
    }

    /// A new stack with Mission Control at its root, built by assemblers for the current
    /// variant; the window lets go of the old one.
    private func start() {
        let discovery = DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler())
        let navigation: DiscoveryOneNavigationAssembling = brokenRule == nil
            ? DiscoveryOneNavigationAssembler(discoveryAssembler: discovery)
            : StrongDiscoveryOneNavigationAssembler(discoveryAssembler: discovery)
        let missionControl = MissionControlAssembler(
            interactionAssembler: MissionControlInteractionAssembler(navigationAssembler: navigation))
        let root = missionControl.assemble()
        // Reported, so the route shows where the controller came from and what its init set off:
        // the screen handing it on with use(_:).
        window.root = HopReporter.initialize { TextNavigationController(root: root) }
    }
}
