import Inspector
import LessonKit
import SuperSimple

/// The inspector as the REPL uses it: one registry of names for the whole session, the route
/// of the last action, and what that action allocated and freed.
public final class InspectorSession {
    public let registry = ObjectRegistry()
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

    /// Walks from `roots`, and from every live object the census knows when `includeLive` (so
    /// leaked islands show up too).
    public func graph(roots: [SceneRoot], includeLive: Bool = false, depth: Int = .max) -> ObjectGraph {
        GraphWalker(registry: registry, reader: reader, shouldStop: shouldStop).walk(
            roots: roots.map { ($0.label, $0.object) }, extra: includeLive ? registry.liveObjects : [], depth: depth)
    }

    /// Runs a user action with its hops recorded and the census compared before and after.
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
