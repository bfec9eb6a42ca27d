public import LessonKit
import SuperSimple

/// Lesson 3's scene: an empty window and an `assemble` button. Each tap asks the Discovery One
/// assembler for a new screen and shows it; the screen lists what each assembler built itself,
/// as the assembly reported it. `break two-initializers` swaps in an assembler that builds the
/// interaction itself.
public final class AssemblerScene: LessonScene {
    public static let sceneID = "assembler"
    private static let rule = "two-initializers"

    private let window = TextWindow()
    private var lastAssembly: [AssemblerReport] = []
    public private(set) var brokenRule: String?

    public init() {}

    public var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    public var breakableRules: [String] { [Self.rule] }
    public var controls: [String] { (window.root?.visible?.controls ?? []) + ["assemble"] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        var lines = window.draw(width: width, style: ascii ? .ascii : .unicode) + ["[ Assemble ] (tap assemble)"]
        if !lastAssembly.isEmpty {
            lines.append("last assembly, as its hops were reported:")
            let wrap = TextWrap(width: max(20, width - 2))
            lines += lastAssembly.flatMap { wrap.lines(of: $0.line).map { "  " + $0 } }
        }
        return lines
    }

    public func tap(_ control: String) -> SceneReply {
        if control == "assemble" {
            assemble()
            return .delivered([])
        }
        guard let screen = window.root?.visible else {
            return .refused("the window is empty; 'tap assemble' builds a screen")
        }
        return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .noSuchRule(rule) }
        brokenRule = rule
        assemble()
        return .delivered(["A screen built by DoItAllDiscoveryOneAssembler, which calls both initializers itself."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        brokenRule = nil
        assemble()
        return .delivered(["A screen built by DiscoveryOneAssembler again."])
    }

    /// Builds a screen with the current variant's assembler, noting what each assembler
    /// initialized; the window lets go of the previous screen.
    private func assemble() {
        let assembler: DiscoveryOneAssembling = brokenRule == nil
            ? DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler())
            : DoItAllDiscoveryOneAssembler()
        let audit = AssemblyAudit(passingOnTo: HopReporter.observer)
        let screen = audit.watching { assembler.assemble() }
        lastAssembly = audit.reports
        window.root = TextNavigationController(root: screen)
    }
}
