import LessonKit
import SuperSimple

/// A scene author's full scene: a window showing the countdown screen. `tap count` counts down,
/// `tap close` lets the screen go, `tap open` builds a new one; `break strong-interaction` rebuilds
/// it with an interaction that holds the screen strongly, and `fix` goes back.
final class CountdownScene: LessonScene {
    private let window = TextWindow()
    private(set) var brokenRule: String?

    init() {
        open()
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var breakableRules: [String] { ["strong-interaction"] }
    var controls: [String] { (window.root?.visible?.controls ?? []) + [window.root == nil ? "open" : "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        let control = window.root == nil ? "[ Open ] (tap open)" : "[ Close ] (tap close)"
        return window.draw(width: width, style: ascii ? .ascii : .unicode) + [control]
    }

    func tap(_ control: String) -> SceneReply {
        switch (control, window.root?.visible) {
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the countdown screen."])
        case ("open", nil):
            open()
            return .delivered([])
        case (_, let screen?):
            return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
        case (_, nil):
            return .refused("the window is empty; 'tap open' shows the screen again")
        }
    }

    func breakRule(_ rule: String) -> SceneReply {
        guard breakableRules.contains(rule) else { return .noSuchRule(rule) }
        brokenRule = rule
        open()
        return .delivered(["A new countdown screen whose interaction holds the screen itself strongly."])
    }

    func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        open()
        return .delivered(["A new countdown screen, wired by the rules."])
    }

    /// Shows a new screen built for the current variant; the window lets go of the old one.
    private func open() {
        let screen = brokenRule == nil
            ? CountdownScreen(interaction: CountdownInteraction())
            : CountdownScreen(interaction: StrongCountdownInteraction(), givesItself: true)
        window.root = TextNavigationController(root: screen)
    }
}
