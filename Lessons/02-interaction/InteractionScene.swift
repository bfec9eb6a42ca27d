public import LessonKit
import SuperSimple

/// Lesson 2's scene: a window showing the HAL 9000 screen in a navigation controller. `tap close`
/// makes the window let go of it, `tap open` builds a new one; `break` rebuilds it wired wrongly.
/// `tap fault` is the ship, not Dave: the lesson, standing in for HAL, records a faulty unit in
/// the screen's log (`the lesson ── record(MissionLogEntry) ─▶ MissionLog`), so the status
/// interaction has something to decide on.
public final class InteractionScene: LessonScene {
    public static let sceneID = "interaction"
    private static let rules = ["strong-banner", "no-use", "what-to-do", "inheritance"]

    private let window = TextWindow()
    public private(set) var brokenRule: String?
    /// The log the shown screen's status interaction reads; that interaction owns it.
    private weak var log: MissionLog?

    public init() {
        open()
    }

    public var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    public var breakableRules: [String] { Self.rules }
    public var controls: [String] {
        (window.root?.visible?.controls ?? []) + [window.root == nil ? "open" : "close"] + (window.root == nil || log == nil ? [] : ["fault"])
    }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let fault = window.root == nil || log == nil ? "" : "  [ HAL logs a fault ] (tap fault)"
        let control = window.root == nil ? "[ Open ] (tap open)" : "[ Close ] (tap close)" + fault
        return window.draw(width: width, style: ascii ? .ascii : .unicode) + [control]
    }

    public func tap(_ control: String) -> SceneReply {
        switch (control, window.root?.visible) {
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the HAL 9000 screen."])
        case ("open", nil):
            open()
            return .delivered([])
        case ("fault", _?):
            guard let log else { return .refused("this screen has no ship's status panel, so no log to write in") }
            log.record(.ae35Fault)
            return .delivered(["The lesson, standing in for HAL, recorded a fault of the AE-35 unit in the ship's log."])
        case (_, let screen?):
            return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
        case (_, nil):
            return .refused("the window is empty; 'tap open' shows the screen again")
        }
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard Self.rules.contains(rule) else { return .noSuchRule(rule) }
        brokenRule = rule
        open()
        return .delivered([Self.explanation[rule] ?? ""])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        open()
        return .delivered(["A new HAL 9000 screen, wired by the rules."])
    }

    private static let explanation = [
        "strong-banner": "A new screen that gives its interaction itself to render on, and an interaction that holds what it renders on strongly.",
        "no-use": "A new screen that never calls use(_:) on its interaction.",
        "what-to-do": "A new screen that orders its interaction to showHalAnswer() instead of telling it what happened.",
        "inheritance": "A new screen whose pod bay doors interaction is a subclass of TapCountingInteraction.",
    ]

    /// A log for a new screen's status interaction, which owns it; the scene only writes in it.
    private func newLog() -> MissionLog {
        let log = MissionLog(entries: [.dayBeforeTheFault])
        self.log = log
        return log
    }

    /// Shows a new screen built for the current variant; the window lets go of the old one.
    private func open() {
        log = nil  // a leaked screen's log is no longer the shown one's
        let screen: TextScreen
        switch brokenRule {
        case "strong-banner":
            let interaction = StrongBannerPodBayDoorsInteraction()
            let status = ShipStatusInteraction(log: newLog())
            screen = HopReporter.initialize {
                HAL9000ViewController(podBayInteraction: interaction, statusInteraction: status, wiring: .itself)
            }
        case "no-use":
            let interaction = PodBayDoorsInteraction()
            let status = ShipStatusInteraction(log: newLog())
            screen = HopReporter.initialize {
                HAL9000ViewController(podBayInteraction: interaction, statusInteraction: status, wiring: .nothing)
            }
        case "what-to-do":
            let interaction = HalAnswerInteraction()
            screen = HopReporter.initialize { BossyHAL9000ViewController(answerInteraction: interaction) }
        case "inheritance":
            let interaction = InheritingPodBayDoorsInteraction()
            let status = ShipStatusInteraction(log: newLog())
            screen = HopReporter.initialize { HAL9000ViewController(podBayInteraction: interaction, statusInteraction: status) }
        default:
            // Built here, not by an assembler: assemblers come in lesson 3, and `fix`'s route shows this.
            let interaction = HopReporter.initialize { PodBayDoorsInteraction() }
            let status = ShipStatusInteraction(log: newLog())
            screen = HopReporter.initialize { HAL9000ViewController(podBayInteraction: interaction, statusInteraction: status) }
        }
        window.root = TextNavigationController(root: screen)
    }
}
