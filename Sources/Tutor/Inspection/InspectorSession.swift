import Inspector
import LessonKit
import SuperSimple

/// The inspector as the REPL uses it: one registry of names per lesson scope, the route of the
/// last action, and what that action allocated and freed.
public final class InspectorSession {
    /// Names for the objects of the open lesson: each lesson starts again at `Type#1` (`beginScope`).
    public private(set) var registry = ObjectRegistry()
    /// Objects that earlier scopes saw and that were still alive when their scope ended: what a
    /// lesson leaked (a break's retain cycle, say). Kept to say that they exist, never listed as
    /// the open lesson's.
    private var earlier: [ObjectRegistry.Entry] = []
    public let layout = FieldLayout()
    public let route = RouteLog()
    public private(set) var lastChange: CensusChange?
    /// Components used before they were wired, reported during the last action.
    public private(set) var unwired: [UnwiredComponent] = []
    public var traceOn = false
    /// Whether the learner asked the running command to stop (Ctrl-C); long work asks it often.
    public let shouldStop: () -> Bool

    public init(shouldStop: @escaping () -> Bool = { false }) {
        self.shouldStop = shouldStop
    }

    public var reader: FieldReader { FieldReader(layout: layout) }

    /// Starts a fresh scope for a lesson being opened: new names (numbers start again at 1), no
    /// route, no census change. Call it after the previous scene was let go, so that what is still
    /// alive from it really outlived it.
    public func beginScope() {
        earlier = earlier.filter(\.isAlive) + registry.entries.filter(\.isAlive)
        registry = ObjectRegistry()
        route.clear()
        lastChange = nil
        unwired = []
    }

    /// How many objects from earlier scopes are still alive.
    public var earlierAlive: Int {
        earlier.reduce(0) { $0 + ($1.isAlive ? 1 : 0) }
    }

    /// Walks from `roots`, and from every live object the census knows when `includeLive` (so
    /// leaked islands show up too).
    public func graph(roots: [SceneRoot], includeLive: Bool = false, depth: Int = .max) -> ObjectGraph {
        GraphWalker(registry: registry, reader: reader, shouldStop: shouldStop).walk(
            roots: roots.map { ($0.label, $0.object) }, extra: includeLive ? registry.liveObjects : [], depth: depth)
    }

    /// Runs a user action with its hops recorded and the census compared before and after.
    @discardableResult
    public func perform<Result>(roots: () -> [SceneRoot], _ action: () -> Result) -> Result {
        _ = graph(roots: roots())
        let before = CensusSnapshot(registry: registry)
        route.clear()
        unwired = []
        let adapter = HopRouteAdapter(route: route, registry: registry)
        let result = HopReporter.observing(adapter, action)
        unwired = adapter.unwired
        _ = graph(roots: roots())
        lastChange = CensusChange(since: before, registry: registry)
        return result
    }
}
