// Roles that send what is not theirs to send, the ways a learner or an engineer would: from a
// closure, from a stored method reference, from another object handed a face, from a manager that
// reports nothing and from one that reports its callback. LoadTests reads the route of each.
import LessonKit
import RoundTable
import SuperSimple

// A child module whose Joint sends one output to its parent when the View is tapped.
enum ChildMessages: ModuleMessages {
    enum CoreEvent { case none }
    enum PresenterUpdate { case none }
    enum ViewIntent { case go }
    enum JointInput { case none }
    enum JointOutput { case done }
}

final class ChildCore: ModuleCore {
    typealias Messages = ChildMessages
    weak var pipeline: (any CorePipelineNotifying<ChildMessages>)?
    init(pipeline: any CorePipelineNotifying<ChildMessages>) { self.pipeline = pipeline }
}

final class ChildPresenter: ModulePresenter {
    typealias Messages = ChildMessages
    weak var pipeline: (any PresenterPipelineNotifying<ChildMessages>)?
    init(pipeline: any PresenterPipelineNotifying<ChildMessages>) { self.pipeline = pipeline }
}

final class ChildView: ModuleView {
    typealias Messages = ChildMessages
    let pipeline: any PipelineViewNotifying<ChildMessages.ViewIntent>
    init(pipeline: any PipelineViewNotifying<ChildMessages.ViewIntent>) { self.pipeline = pipeline }
    func handlePresenter(update: ChildMessages.PresenterUpdate) {}
    /// The tap the scene delivers, handled by the View's own code.
    func tapped() { pipeline.notify(intent: .go) }
}

final class ChildJoint: ModuleJoint {
    typealias Messages = ChildMessages
    weak var pipeline: (any JointPipelineNotifying<ChildMessages>)?
    let outlet = JointOutlet<ChildMessages.JointOutput>()
    init(pipeline: any JointPipelineNotifying<ChildMessages>) { self.pipeline = pipeline }
    func handleView(intent: ChildMessages.ViewIntent) { notifyOut(output: .done) }
}

final class ChildState {}

// The parent module, whose roles misbehave.
enum ParentMessages: ModuleMessages {
    enum CoreEvent { case heard(String) }
    enum PresenterUpdate { case show(String) }
    enum ViewIntent { case tap }
    enum JointInput { case none }
    enum JointOutput { case none }
}

/// Sends the View an update from a closure it attached to the child's Joint, casting its face.
final class ParentCore: ModuleCore {
    typealias Messages = ParentMessages
    weak var pipeline: (any CorePipelineNotifying<ParentMessages>)?

    private let reportingTicker: ReportingTicker
    private let plainTicker: Ticker
    init(pipeline: any CorePipelineNotifying<ParentMessages>, ticker: ReportingTicker, plainTicker: Ticker) {
        self.pipeline = pipeline
        reportingTicker = ticker
        self.plainTicker = plainTicker
    }

    func listen(to child: Module<ChildView, ChildJoint>, how: String) {
        switch how {
        case "closure":
            child.joint.attach { [weak self] _ in
                (self?.pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core's closure"))
            }
        case "method":
            child.joint.attach(childFinished)
        case "face":
            // Captures only its face of the pipeline: the closure is the Core's code, which attached it.
            child.joint.attach { [weak pipeline] _ in
                (pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core's face closure"))
            }
        case "ticker-face":
            // Handed to a manager that tells who handed it over (`HopReporter.handOver`).
            reportingTicker.listen { [weak pipeline] in
                (pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core's listener"))
            }
        case "plain-ticker":
            // Handed to a manager that reports nothing: only the call stack says it is the Core's.
            plainTicker.onTick = { [weak self] in
                (self?.pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core\'s unreported listener"))
            }
        case "several":
            // Captures two objects of its own: neither is the closure's owner; the Core attached it.
            child.joint.attach { [weak self, weak joint = child.joint] _ in
                _ = joint
                (self?.pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core's two-capture closure"))
            }
        default:
            break
        }
    }

    /// Attached as a method reference: the Core's own method, casting its face.
    func childFinished(_ output: ChildMessages.JointOutput) {
        (pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the core's method"))
    }
}

final class ParentPresenter: ModulePresenter {
    typealias Messages = ParentMessages
    weak var pipeline: (any PresenterPipelineNotifying<ParentMessages>)?
    init(pipeline: any PresenterPipelineNotifying<ParentMessages>) { self.pipeline = pipeline }
}

final class ParentView: ModuleView {
    typealias Messages = ParentMessages
    let pipeline: any PipelineViewNotifying<ParentMessages.ViewIntent>
    private(set) var shown = "nothing yet"
    init(pipeline: any PipelineViewNotifying<ParentMessages.ViewIntent>) { self.pipeline = pipeline }
    func handlePresenter(update: ParentMessages.PresenterUpdate) {
        if case .show(let text) = update { shown = text }
    }
    func tapped() { pipeline.notify(intent: .tap) }
}

/// Sends the Core's event itself, casting its face.
final class ParentJoint: ModuleJoint {
    typealias Messages = ParentMessages
    weak var pipeline: (any JointPipelineNotifying<ParentMessages>)?
    let outlet = JointOutlet<ParentMessages.JointOutput>()
    init(pipeline: any JointPipelineNotifying<ParentMessages>) { self.pipeline = pipeline }
    func handleView(intent: ParentMessages.ViewIntent) {
        (pipeline as? any CorePipelineNotifying<ParentMessages>)?.notify(event: .heard("the joint"))
    }
}

/// Not a role: an object the assembly handed the Presenter's face to.
final class Narrator {
    weak var face: (any PresenterPipelineNotifying<ParentMessages>)?
    init(face: any PresenterPipelineNotifying<ParentMessages>) { self.face = face }
    func say() { face?.notify(update: .show("the narrator")) }
}

/// The engineer's own manager: keeps a closure and calls it when told, reporting nothing.
final class Ticker {
    var onTick: (() -> Void)?
    func tick() { onTick?() }
}

/// The same manager, reporting the closure it calls back, as the Trunk's managers do.
final class ReportingTicker {
    var onTick: (() -> Void)?
    /// Keeps `closure` as the Trunk's managers keep a listener, telling who handed it over.
    func listen(_ closure: @escaping () -> Void) {
        HopReporter.handOver(closure)
        onTick = closure
    }
    func tick() {
        HopReporter.around(
            Hop(kind: .call, sender: self, receiver: nil, receiverType: "tick listener", message: "onTick()", closure: onTick)
        ) {
            onTick?()
        }
    }
}

final class ParentState {}

final class SendersScene: LessonScene {
    init() {}
    private var narrator: Narrator?
    /// Two more objects of one type, both handed the Presenter's face: which one's code ran, the
    /// call stack cannot tell.
    private var narrators: [Narrator] = []
    private let ticker = Ticker()
    private let reportingTicker = ReportingTicker()
    private let child = assembleModule(
        pipeline: Pipeline<ChildMessages>(), state: ChildState(),
        core: { pipeline, _ in ChildCore(pipeline: pipeline) },
        presenter: { pipeline, _ in ChildPresenter(pipeline: pipeline) },
        view: { ChildView(pipeline: $0) },
        joint: { pipeline, _, _ in ChildJoint(pipeline: pipeline) })
    private var core: ParentCore?
    private lazy var parent = assembleModule(
        pipeline: Pipeline<ParentMessages>(), state: ParentState(),
        core: { [unowned self] pipeline, _ in
            let core = ParentCore(pipeline: pipeline, ticker: self.reportingTicker, plainTicker: self.ticker)
            self.core = core
            return core
        },
        presenter: { [unowned self] pipeline, _ in
            self.narrator = Narrator(face: pipeline)
            return ParentPresenter(pipeline: pipeline)
        },
        view: { ParentView(pipeline: $0) },
        joint: { pipeline, _, _ in ParentJoint(pipeline: pipeline) })

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: parent.view), SceneRoot(label: "child", object: child.view)] }
    var controls: [String] { ["closure", "method", "face", "several", "attach-face", "go", "ticker-face", "tick", "sceneface", "narrator", "ticker", "reporting", "joint", "direct", "core-ticker", "narrators"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] { [parent.view.shown] }

    func tap(_ control: String) -> SceneReply {
        _ = parent
        switch control {
        case "closure", "method":
            core?.listen(to: child, how: control)
        case "face", "several", "ticker-face":
            // Reported, so the route knows the Core's code attached the closure.
            if let core { HopReporter.call(from: nil, to: core, "listen(to:how:)") { core.listen(to: child, how: control) } }
        case "attach-face":
            // Attached in one action, run in a later one ('go').
            if let core { HopReporter.call(from: nil, to: core, "listen(to:how:)") { core.listen(to: child, how: "face") } }
            return .delivered([])
        case "go":
            break
        case "tick":
            HopReporter.user(.tap(control: "tick"), to: parent.view) { reportingTicker.tick() }
            return .delivered([])
        case "sceneface":
            // The scene's own code attaches a closure that captures only a face: no object attached
            // it, and a pipeline sends nothing of its own, so who sent is unknown.
            child.joint.attach { [weak face = narrator?.face] _ in face?.notify(update: .show("the scene's face closure")) }
        case "narrator":
            child.joint.attach { [weak narrator] _ in narrator?.say() }
        case "ticker":
            let core = core
            ticker.onTick = { [weak core] in
                (core?.pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the ticker's closure"))
            }
            HopReporter.user(.tap(control: "ticker"), to: parent.view) { ticker.tick() }
            return .delivered([])
        case "core-ticker":
            // The Core attaches to the manager that reports nothing; the tap reaches the View.
            core?.listen(to: child, how: "plain-ticker")
            HopReporter.user(.tap(control: "core-ticker"), to: parent.view) { ticker.tick() }
            return .delivered([])
        case "narrators":
            if let face = narrator?.face { narrators = [Narrator(face: face), Narrator(face: face)] }
            ticker.onTick = { [weak second = narrators.last] in second?.say() }
            HopReporter.user(.tap(control: "narrators"), to: parent.view) { ticker.tick() }
            return .delivered([])
        case "reporting":
            let core = core
            reportingTicker.onTick = { [weak core] in
                (core?.pipeline as? any PresenterPipelineNotifying<ParentMessages>)?.notify(update: .show("the reported closure"))
            }
            HopReporter.user(.tap(control: "reporting"), to: parent.view) { reportingTicker.tick() }
            return .delivered([])
        case "direct":
            // No hop reported: the scene's own code sends the View's intent.
            parent.view.pipeline.notify(intent: .tap)
            return .delivered([])
        case "joint":
            HopReporter.user(.tap(control: "joint"), to: parent.view) { parent.view.tapped() }
            return .delivered([])
        default:
            return .refused("no control named '\(control)'")
        }
        HopReporter.user(.tap(control: control), to: child.view) { child.view.tapped() }
        return .delivered([])
    }
}
