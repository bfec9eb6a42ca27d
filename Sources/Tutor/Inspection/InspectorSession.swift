package import Inspector
package import LessonKit
package import SuperSimple

/// The inspector as the REPL uses it: one registry of names per lesson scope, the route of the
/// last action, and what that action allocated and freed.
package final class InspectorSession {
    /// Names for the objects of the open lesson: each lesson starts again at `Type#1` (`beginScope`).
    package private(set) var registry = ObjectRegistry()
    /// Objects that earlier scopes saw and that were still alive when their scope ended: what a
    /// lesson leaked (a break's retain cycle, say). Kept to say that they exist, never listed as
    /// the open lesson's. `lesson` is the label their names start with (`earlierLabel`).
    private var earlier: [(entry: ObjectRegistry.Entry, lesson: String?)] = []
    /// Made on first use: making it tests the runtime's field reading, which a session that never
    /// walks (the REPL's own graph, a start that only quits) need not pay for.
    package private(set) lazy var layout = FieldLayout()
    /// Reads whose code sends each message from the call stack; its symbol tables are read on the
    /// first message and kept. Nil: the hops alone decide, as where the binary has no symbols.
    private let stack: CodeOnStack?
    /// The route of the last action that did something.
    package private(set) var route = RouteLog()
    /// How many actions have been recorded: an action refused without doing anything is not.
    package private(set) var recordedActions = 0
    package private(set) var lastChange: CensusChange?
    /// Components used before they were wired, reported during the last action.
    package private(set) var unwired: [UnwiredComponent] = []
    /// Who attached each closure handed over in the open lesson's scene: a closure's own code is
    /// its attacher's, in whichever later action it runs.
    private var attachers = ClosureAttachers()
    package var traceOn = false
    /// What a route calls the scene's own code (calls made outside every hop): what `graph` and
    /// `why` call the scene object, `the lesson` or a loaded scene's `Type#n`.
    package var sceneCode = RouteLog.lessonScene
    /// The open scene's object, once built: a closure its own code hands over is its.
    package weak var sceneObject: AnyObject?
    /// Whether the learner asked the running command to stop (Ctrl-C); long work asks it often.
    package let shouldStop: () -> Bool

    package init(shouldStop: @escaping () -> Bool = { false }, readsCallStack: Bool = true) {
        self.shouldStop = shouldStop
        stack = readsCallStack ? CodeOnStack() : nil
    }

    package var reader: FieldReader { FieldReader(layout: layout) }

    /// Starts a fresh scope for a lesson being opened: new names (numbers start again at 1), no
    /// route, no census change. Call it after the previous scene was let go, so that what is still
    /// alive from it really outlived it.
    ///
    /// `closing` names the lesson whose scope ends: what it leaked is called by its lesson from
    /// now on (`interaction:ButtonView#3`), since the new scope's numbers start again and its own
    /// `ButtonView#3` may be alive beside it (a playthrough read two live objects of one name).
    package func beginScope(closing: String? = nil) {
        earlier.removeAll { !$0.entry.isAlive }
        let leaked = registry.entries.filter { $0.isAlive && !$0.standsApart }
        if !leaked.isEmpty {
            let label = closing.map(earlierLabel)
            earlier += leaked.map { (entry: $0, lesson: label) }
        }
        registry = ObjectRegistry()
        route = RouteLog()
        attachers = ClosureAttachers()
        sceneObject = nil
        lastChange = nil
        unwired = []
    }

    /// Names objects from now on as `other` names the live objects it knows, numbering each type on
    /// from there (its route and census are not taken): the REPL's own graph then calls a lesson's
    /// objects what `graph` calls them.
    package func continueNames(of other: InspectorSession) {
        registry = ObjectRegistry(continuing: other.registry)
    }

    /// How many objects earlier scopes leaked are still alive, and the names those scopes gave the
    /// first `limit` of them. Only those few are named: a long sitting that opens the lessons again
    /// and again keeps every leak its breaks made (a day's classroom, thousands), and `alive` asks
    /// at every turn (naming them all made each round of the sitting bench slower than the last).
    package func earlierAlive(naming limit: Int) -> (count: Int, names: [String]) {
        earlier.removeAll { !$0.entry.isAlive }
        return (earlier.count, earlier.prefix(limit).map { Self.earlierName($0.entry.name, lesson: $0.lesson) })
    }

    /// Whether `name` (`interaction:ButtonView#4`) is an object an earlier scope leaked, still alive.
    package func isEarlierAlive(_ name: String) -> Bool {
        earlier.contains { $0.entry.isAlive && Self.earlierName($0.entry.name, lesson: $0.lesson) == name }
    }

    /// `lesson:Type#n`: an object an earlier lesson leaked, as this scope calls it.
    static func earlierName(_ name: String, lesson: String?) -> String {
        lesson.map { $0 + ":" + name } ?? name
    }

    /// What the objects `lesson` leaked are called by: the lesson's id, or `interaction.2` when
    /// what an earlier opening of that lesson leaked is still alive under `interaction` (each
    /// opening numbers from 1, so a sitting that breaks lesson 2 twice has two `LabelView#2`s).
    private func earlierLabel(_ lesson: String) -> String {
        let used = Set(earlier.compactMap(\.lesson))
        var label = lesson
        var opening = 1
        while used.contains(label) {
            opening += 1
            label = "\(lesson).\(opening)"
        }
        return label
    }

    /// `the LabelView#2 that lesson 'interaction' leaked`; for `interaction.2:LabelView#2`, that
    /// another opening of the lesson leaked it.
    static func leakedBy(_ earlierName: String) -> String {
        guard let colon = earlierName.firstIndex(of: ":") else { return "from an earlier lesson, which leaked it" }
        let name = earlierName[earlierName.index(after: colon)...]
        let label = earlierName[..<colon]
        if let dot = label.lastIndex(of: "."), let opening = Int(label[label.index(after: dot)...]) {
            return "the \(name) that lesson '\(label[..<dot])' leaked in another of its openings ('.\(opening)' tells them apart)"
        }
        return "the \(name) that lesson '\(label)' leaked"
    }

    /// The objects earlier scopes leaked, still alive, walked from each of them with the names
    /// their scopes gave them (the open lesson's names are its own): what `why` reads for one.
    package func earlierGraph() -> ObjectGraph {
        let registry = ObjectRegistry(naming: earlier.filter(\.entry.isAlive).map { (entry: $0.entry, prefix: $0.lesson.map { $0 + ":" } ?? "") })
        return GraphWalker(registry: registry, reader: reader, shouldStop: shouldStop).walk(roots: [], extra: registry.liveObjects)
    }

    /// Walks from `roots`, and from every live object the census knows when `includeLive` (so
    /// leaked islands show up too).
    package func graph(roots: [SceneRoot], includeLive: Bool = false, depth: Int = .max) -> ObjectGraph {
        GraphWalker(registry: registry, reader: reader, shouldStop: shouldStop).walk(
            roots: roots.map { ($0.label, $0.object) }, extra: includeLive ? registry.liveObjects : [], depth: depth)
    }

    /// Runs a user action with its hops recorded and the census compared before and after.
    /// An action `refused` says was refused, and that sent nothing, built nothing and freed
    /// nothing, leaves the last action's record as it was: after a mistyped `tap`, `route` and
    /// `alive` still speak of what the learner last did. `origin` names who acted: the user, or
    /// the lesson building its scene. `censusRoots` (the scene's roots and the scene object) are
    /// walked when a route must count the live objects of a type. `userAction` (`tap tabs`) is
    /// what the user did, which the route begins with when the scene's own code handled it.
    @discardableResult
    package func perform<Result>(
        roots: () -> [SceneRoot], censusRoots: (() -> [SceneRoot])? = nil, origin: String = "user", userAction: String? = nil,
        refused: (Result) -> Bool = { _ in false }, _ action: () -> Result
    ) -> Result {
        _ = graph(roots: roots())
        let before = CensusSnapshot(registry: registry)
        let log = RouteLog(origin: origin, sceneCode: sceneCode)
        let reader = reader
        let registry = registry
        let liveObjects = {
            // A fresh registry: counting must not number what it meets.
            GraphWalker(registry: ObjectRegistry(), reader: reader)
                .walk(roots: (censusRoots?() ?? []).map { ($0.label, $0.object) }, extra: registry.liveObjects).nodes.map(\.object)
        }
        let adapter = HopRouteAdapter(
            route: log, registry: registry, attachers: attachers, stack: stack, liveObjects: liveObjects, scene: sceneObject
        ) { holder, held in
            // A fresh registry: looking must not number what the holder refers to.
            let graph = GraphWalker(registry: ObjectRegistry(), reader: reader).walk(roots: [("holder", holder)], depth: 1)
            return graph.nodes.contains { $0.object === held }
        }
        let result = HopReporter.observing(adapter, action)
        if let userAction, !refused(result) { log.nest(underUser: userAction) }
        _ = graph(roots: roots())
        let change = CensusChange(since: before, registry: registry)
        let didNothing = log.steps.isEmpty && adapter.unwired.isEmpty && change.allocated.isEmpty && change.freed.isEmpty
        guard !(refused(result) && didNothing) else { return result }
        route = log
        unwired = adapter.unwired
        lastChange = change
        recordedActions += 1
        return result
    }
}
