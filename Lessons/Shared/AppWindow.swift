public import LessonKit
public import SuperSimple

/// What the Round Table lessons' scenes share: the app's window, showing a stack of screens, the
/// Trunk the app's modules are built from, and the run loop. The window and the Trunk are the
/// graph's roots. After each user event the run loop takes its next turn, so an answer a manager
/// scheduled arrives after the event's handling returned, before the learner's next prompt.
public final class AppWindow {
    private let window = TextWindow()
    public let runLoop = MainRunLoop()
    public private(set) var trunk: AppTrunk
    private let newTrunk: (MainRunLoop) -> AppTrunk

    public init(trunk newTrunk: @escaping (MainRunLoop) -> AppTrunk) {
        self.newTrunk = newTrunk
        trunk = newTrunk(runLoop)
    }

    public var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window), SceneRoot(label: "trunk", object: trunk)]
    }

    public var isEmpty: Bool { window.root == nil }
    public var controls: [String] { window.root?.visible?.controls ?? [] }
    public var fields: [String] { window.root?.visible?.fields ?? [] }

    public func draw(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    /// Shows `screen` as the root of a new stack; the window lets go of the old one.
    public func show(_ screen: TextScreen) {
        window.root = TextNavigationController(root: screen)
    }

    /// Shows `root`, a navigation controller itself (a module's View that is one, a tab bar), as the
    /// window's root; the window lets go of the old one.
    public func show(root: NavigationControlling) {
        window.root = root
    }

    /// The window lets go of its stack.
    public func close() {
        window.root = nil
    }

    /// A new Trunk for the modules built from now on.
    public func renewTrunk() {
        trunk = newTrunk(runLoop)
    }

    /// Another Trunk built the same way as the app's, for a variant that copies it.
    public func copyOfTrunk() -> AppTrunk {
        newTrunk(runLoop)
    }

    /// Pushes `screen` onto the stack.
    public func push(_ screen: TextScreen) {
        window.root?.push(screen)
    }

    /// Presents `screen` over the stack; `dismiss()` lets go of it.
    public func present(_ screen: TextScreen) {
        window.root?.present(screen)
    }

    public func dismiss() {
        window.root?.dismiss()
    }

    /// Whether a screen is presented over the stack.
    public var isPresenting: Bool {
        (window.root as? TextNavigationController)?.presented != nil
    }

    /// Delivers a user event to `receiver`, a part of the window's root that is no screen (a tab
    /// bar), as the user's, then lets the run loop take its next turn, as `deliver(_:emptyWindow:)`.
    public func deliver(_ event: UserEvent, to receiver: AnyObject, _ handle: (UserEvent) -> EventOutcome) -> SceneReply {
        GlobalTrunk.bind(trunk) {
            let outcome = HopReporter.around(Hop(kind: .send, sender: nil, receiver: receiver, message: event.description)) {
                handle(event)
            }
            runLoop.runNextTurn()
            return SceneReply(outcome)
        }
    }

    /// Delivers a user event to the visible screen, then lets the run loop take its next turn;
    /// while it does, this app's Trunk is the global one (`GlobalTrunk.current`).
    public func deliver(_ event: UserEvent, emptyWindow: String) -> SceneReply {
        guard let screen = window.root?.visible else { return .refused(emptyWindow) }
        return GlobalTrunk.bind(trunk) {
            let reply = SceneReply(UserEvents.deliver(event, to: screen))
            runLoop.runNextTurn()
            return reply
        }
    }
}
