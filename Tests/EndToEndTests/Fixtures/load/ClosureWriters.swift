import LessonKit
import RoundTable
import SuperSimple

/// Closures written in one object's code that capture others: `tap tick`, then `route`. The hop
/// that runs each is named by whose code the closure is (its function's symbol), not by what it
/// captures: the Core's closure captures the State, the Joint's the View, X's is attached by Y.
final class Ticker {
    private var listeners: [() -> Void] = []
    func add(_ listener: @escaping () -> Void) { HopReporter.handOver(listener); listeners.append(listener) }
    func fire() {
        for (i, l) in listeners.enumerated() {
            HopReporter.around(Hop(kind: .call, sender: self, receiver: nil, receiverType: "listener \(i + 1)",
                                   message: "onTick()", closure: l)) { l() }
        }
    }
}

/// Keeps closures that take an argument: each is wrapped in a reabstraction thunk where a hop
/// takes it as a generic `(Argument) -> Void`, and its writer is read through the thunk.
final class Counter {
    private var listeners: [(Int) -> Void] = []
    func add(_ listener: @escaping (Int) -> Void) { HopReporter.handOver(listener); listeners.append(listener) }
    func fire() {
        for l in listeners {
            HopReporter.around(Hop(kind: .call, sender: self, receiver: nil, receiverType: "counter listener",
                                   message: "onCount(_:)", closure: l)) { l(1) }
        }
    }
}

enum M: ModuleMessages {
    enum CoreEvent { case ticked(Int) }
    enum PresenterUpdate { case show }
    enum ViewIntent { case tap }
    enum JointInput { case reset }
    enum JointOutput { case done }
}
final class S { var ticks = 0 }
final class C: ModuleCore {
    typealias Messages = M
    weak var pipeline: (any CorePipelineNotifying<M>)?
    let state: S
    init(pipeline: any CorePipelineNotifying<M>, state: S, ticker: Ticker, counter: Counter) {
        self.pipeline = pipeline; self.state = state
        // The Core's code; it captures the State and the pipeline.
        ticker.add { [state, weak face = pipeline] in state.ticks += 1; face?.notify(event: .ticked(state.ticks)) }
        // The Core's code too, capturing only the State.
        counter.add { [state] n in state.ticks += n }
    }
}
final class P: ModulePresenter { typealias Messages = M }
final class V: ModuleView, TextScreen {
    typealias Messages = M
    let pipeline: any PipelineViewNotifying<M.ViewIntent>
    let title = "V"
    weak var navigation: NavigationControlling?
    let label = LabelView()
    init(pipeline: any PipelineViewNotifying<M.ViewIntent>) { self.pipeline = pipeline }
    var views: [TextDrawing] { [label] }
    func handle(_ event: UserEvent) -> EventOutcome { .delivered }
    func handlePresenter(update: M.PresenterUpdate) {}
    func refresh() { label.render(LabelRenderable(text: "refreshed")) }
}
final class J: ModuleJoint {
    typealias Messages = M
    weak var pipeline: (any JointPipelineNotifying<M>)?
    let outlet = JointOutlet<M.JointOutput>()
    init(pipeline: any JointPipelineNotifying<M>, view: V, ticker: Ticker) {
        self.pipeline = pipeline
        // The Joint's code; it captures the View (weakly) and the pipeline.
        ticker.add { [weak view, weak face = pipeline] in if view != nil { face?.notify(input: .reset) } }
    }
}

/// Writes closures and hands them to Y, who attaches them to the ticker.
final class X {
    var heard = 0
    func handOver(to y: Y, other: Z) {
        let own: () -> Void = { [weak self] in self?.heard += 1 }
        let both: () -> Void = { [weak self, weak other] in if other != nil { self?.heard += 1 } }
        for listener in [own, both] {
            HopReporter.around(Hop(kind: .call, sender: self, receiver: y, message: "take(_:)")) { y.take(listener) }
        }
    }
}
final class Y {
    let ticker: Ticker
    init(ticker: Ticker) { self.ticker = ticker }
    func take(_ listener: @escaping () -> Void) { ticker.add(listener) }
}
final class Z {}

final class RouteScene: LessonScene {
    let ticker = Ticker()
    let counter = Counter()
    let view: V
    let x = X()
    let z = Z()
    let y: Y
    init() {
        let t = ticker
        let c = counter
        view = assembleModule(pipeline: Pipeline<M>(), state: S(),
            core: { C(pipeline: $0, state: $1, ticker: t, counter: c) }, presenter: { _, _ in P() },
            view: { V(pipeline: $0) }, joint: { p, _, v in J(pipeline: p, view: v, ticker: t) }).view
        y = Y(ticker: t)
        x.handOver(to: y, other: z)
    }
    var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: view), SceneRoot(label: "ticker", object: ticker), SceneRoot(label: "counter", object: counter),
         SceneRoot(label: "x", object: x),
         SceneRoot(label: "y", object: y), SceneRoot(label: "z", object: z)]
    }
    var controls: [String] { ["tick", "count"] }
    func drawScreen(width: Int, ascii: Bool) -> [String] { view.draw(width: width, style: .ascii) }
    func tap(_ control: String) -> SceneReply {
        if control == "tick" { ticker.fire() }
        if control == "count" { counter.fire() }
        return .delivered([])
    }
}
