// Managers of an engineer's own that call back stored closures and report nothing, the way real
// apps are written: a clock shared by two modules, fired from one module's Core, and a deferral
// queue drained on a later turn of the run loop. LoadTests reads who each route names as sender.
import LessonKit
import RoundTable
import SuperSimple

/// Keeps its listeners' closures and calls them back when it fires; reports no hop.
final class Clock {
    private var listeners: [() -> Void] = []
    func onFire(_ listener: @escaping () -> Void) { listeners.append(listener) }
    func fire() { for listener in listeners { listener() } }
}

/// Work kept for later, run by whoever drains it (a timer's target); reports no hop.
final class Deferrals {
    private var pending: [() -> Void] = []
    func later(_ work: @escaping () -> Void) { pending.append(work) }
    func drain() {
        let work = pending
        pending = []
        for item in work { item() }
    }
}

/// Reports each call back with its closure, as the Trunk's managers do.
final class Bell {
    private var listeners: [() -> Void] = []
    func onRing(_ listener: @escaping () -> Void) { listeners.append(listener) }
    func ring() {
        for listener in listeners {
            HopReporter.around(Hop(kind: .call, sender: self, receiver: nil, receiverType: "bell listener", message: "rang()", closure: listener)) {
                listener()
            }
        }
    }
}

// The alarm module listens to the clock: its Core announces that it rang.
enum AlarmMessages: ModuleMessages {
    enum CoreEvent { case rang }
    enum PresenterUpdate { case none }
    enum ViewIntent { case none }
    enum JointInput { case none }
    enum JointOutput { case none }
}

final class AlarmCore: ModuleCore {
    typealias Messages = AlarmMessages
    weak var pipeline: (any CorePipelineNotifying<AlarmMessages>)?
    init(pipeline: any CorePipelineNotifying<AlarmMessages>, clock: Clock, bell: Bell) {
        self.pipeline = pipeline
        clock.onFire { [weak self] in self?.pipeline?.notify(event: .rang) }
        // Captures two objects: whose closure it is cannot be told from its captures.
        bell.onRing { [weak self, clock] in
            _ = clock
            self?.pipeline?.notify(event: .rang)
        }
    }
}

final class AlarmPresenter: ModulePresenter {
    typealias Messages = AlarmMessages
    weak var pipeline: (any PresenterPipelineNotifying<AlarmMessages>)?
    private(set) var rings = 0
    init(pipeline: any PresenterPipelineNotifying<AlarmMessages>) { self.pipeline = pipeline }
    func handleCore(event: AlarmMessages.CoreEvent) { rings += 1 }
}

final class AlarmView: ModuleView {
    typealias Messages = AlarmMessages
    let pipeline: any PipelineViewNotifying<AlarmMessages.ViewIntent>
    init(pipeline: any PipelineViewNotifying<AlarmMessages.ViewIntent>) { self.pipeline = pipeline }
    func handlePresenter(update: AlarmMessages.PresenterUpdate) {}
}

final class AlarmJoint: ModuleJoint {
    typealias Messages = AlarmMessages
    weak var pipeline: (any JointPipelineNotifying<AlarmMessages>)?
    let outlet = JointOutlet<AlarmMessages.JointOutput>()
    init(pipeline: any JointPipelineNotifying<AlarmMessages>) { self.pipeline = pipeline }
}

// The button module fires the clock, now or on a later turn: it never sends the alarm's event.
enum ButtonMessages: ModuleMessages {
    enum CoreEvent { case none }
    enum PresenterUpdate { case none }
    enum ViewIntent { case now, later }
    enum JointInput { case none }
    enum JointOutput { case none }
}

final class ButtonCore: ModuleCore {
    typealias Messages = ButtonMessages
    weak var pipeline: (any CorePipelineNotifying<ButtonMessages>)?
    private let clock: Clock
    private let deferrals: Deferrals
    init(pipeline: any CorePipelineNotifying<ButtonMessages>, clock: Clock, deferrals: Deferrals) {
        self.pipeline = pipeline
        self.clock = clock
        self.deferrals = deferrals
    }
    func handleView(intent: ButtonMessages.ViewIntent) {
        switch intent {
        case .now: clock.fire()
        case .later: deferrals.later { [clock] in clock.fire() }
        }
    }
}

final class ButtonPresenter: ModulePresenter {
    typealias Messages = ButtonMessages
    weak var pipeline: (any PresenterPipelineNotifying<ButtonMessages>)?
    init(pipeline: any PresenterPipelineNotifying<ButtonMessages>) { self.pipeline = pipeline }
}

final class ButtonView: ModuleView {
    typealias Messages = ButtonMessages
    let pipeline: any PipelineViewNotifying<ButtonMessages.ViewIntent>
    init(pipeline: any PipelineViewNotifying<ButtonMessages.ViewIntent>) { self.pipeline = pipeline }
    func handlePresenter(update: ButtonMessages.PresenterUpdate) {}
}

final class ButtonJoint: ModuleJoint {
    typealias Messages = ButtonMessages
    weak var pipeline: (any JointPipelineNotifying<ButtonMessages>)?
    let outlet = JointOutlet<ButtonMessages.JointOutput>()
    init(pipeline: any JointPipelineNotifying<ButtonMessages>) { self.pipeline = pipeline }
}

final class ModuleState {}

final class DeferredScene: LessonScene {
    private let clock = Clock()
    private let deferrals = Deferrals()
    private let bell = Bell()
    private lazy var alarm = assembleModule(
        pipeline: Pipeline<AlarmMessages>(), state: ModuleState(),
        core: { [clock, bell] pipeline, _ in AlarmCore(pipeline: pipeline, clock: clock, bell: bell) },
        presenter: { pipeline, _ in AlarmPresenter(pipeline: pipeline) },
        view: { AlarmView(pipeline: $0) },
        joint: { pipeline, _, _ in AlarmJoint(pipeline: pipeline) })
    private lazy var button = assembleModule(
        pipeline: Pipeline<ButtonMessages>(), state: ModuleState(),
        core: { [clock, deferrals] pipeline, _ in ButtonCore(pipeline: pipeline, clock: clock, deferrals: deferrals) },
        presenter: { pipeline, _ in ButtonPresenter(pipeline: pipeline) },
        view: { ButtonView(pipeline: $0) },
        joint: { pipeline, _, _ in ButtonJoint(pipeline: pipeline) })

    init() {
        _ = alarm
        _ = button
    }

    var roots: [SceneRoot] { [SceneRoot(label: "alarm", object: alarm.view), SceneRoot(label: "button", object: button.view)] }
    var controls: [String] { ["now", "later", "wait", "drain", "bell"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["now fires the clock; later defers it; wait runs a later turn; drain runs what waits, reporting nothing; bell rings"]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "now": HopReporter.user(.tap(control: control), to: button.view) { button.view.pipeline.notify(intent: .now) }
        case "later": HopReporter.user(.tap(control: control), to: button.view) { button.view.pipeline.notify(intent: .later) }
        case "wait": HopReporter.later("a timer fired") { deferrals.drain() }
        case "drain": deferrals.drain()
        case "bell": HopReporter.user(.tap(control: control), to: alarm.view) { bell.ring() }
        default: return .refused("no control named '\(control)'")
        }
        return .delivered([])
    }
}
