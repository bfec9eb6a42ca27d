import Inspector
import LessonKit

/// What the REPL screen sees of the interaction for the ownership inspector.
public protocol InspectorInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: MessageRendering)
    /// The REPL's own root object, for `graph --self`.
    func useSelfRoot(_ root: AnyObject)
}

/// `graph`, `inspect`, `alive`, `cycles`, `why`, `route` and `trace`: the live ownership graph and
/// the route of the last action, read from the runtime.
public final class InspectorInteraction: InspectorInteracting {
    private let session: InspectorSession
    private let symbols: GraphSymbols
    private weak var navigation: LessonNavigating?
    private weak var view: MessageRendering?
    private weak var selfRoot: AnyObject?
    /// Names for the REPL's own objects, kept apart so they never crowd the lesson's census.
    private let selfSession = InspectorSession()

    package init(session: InspectorSession, symbols: GraphSymbols) {
        self.session = session
        self.symbols = symbols
    }

    public func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    public func use(_ view: MessageRendering) {
        self.view = view
    }

    public func useSelfRoot(_ root: AnyObject) {
        selfRoot = root
    }

    public func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        switch command.name {
        case "trace": return didAskForTrace(command)
        case "route":
            let lines = RouteText(symbols: symbols).lines(for: session.route.steps)
            say(lines.isEmpty ? ["no route yet: routes are recorded for tap, type, break, fix and open"] : lines)
            return .ran
        case "graph": return didAskForGraph(command)
        default: break
        }
        guard let open = navigation?.current else { return refuse(noLesson) }
        let roots = open.scene.roots
        switch command.name {
        case "inspect": return didAskToInspect(command.arguments[0], command.spec, roots: roots)
        case "alive":
            guard let graph = walk(open.censusRoots, includeLive: true, in: session) else { return .refused }
            let unreachable = KeepAliveChains.unreachable(in: graph).map { graph.nodes[$0].entry.name }
            explain(CensusText().lines(registry: session.registry, lastChange: session.lastChange, unreachable: unreachable))
            let earlier = session.earlierAlive
            if earlier > 0 {
                explain(["(not counted here: \(earlier) object\(earlier == 1 ? "" : "s") that earlier lessons leaked, still alive)"])
            }
            return .ran
        case "cycles":
            guard let graph = walk(open.censusRoots, includeLive: true, in: session) else { return .refused }
            explain(CycleText(symbols: symbols).lines(for: graph))
            return .ran
        default: return didAskWhy(command.arguments[0], command.spec, roots: open.censusRoots)
        }
    }

    private var noLesson: String { Phrases.noLesson + " (or 'graph --self' for the REPL's own objects)" }

    private func refuse(_ text: String) -> CommandOutcome {
        view?.render(MessageRenderable(.error, text))
        return .refused
    }

    private func didAskForGraph(_ command: EnteredCommand) -> CommandOutcome {
        let options: GraphOptions
        switch GraphOptions.parse(command.arguments) {
        case .success(let parsed): options = parsed
        case .failure(let problem): return refuse(Phrases.refused(command.spec, problem.message))
        }
        if options.ownObjects {
            return draw(options, command.spec, roots: selfRoot.map { [SceneRoot(label: "repl", object: $0)] } ?? [], in: selfSession)
        } else if let roots = navigation?.current?.scene.roots {
            return draw(options, command.spec, roots: roots, in: session)
        } else {
            return refuse(noLesson)
        }
    }

    private func draw(_ options: GraphOptions, _ spec: CommandSpec, roots: [SceneRoot], in session: InspectorSession) -> CommandOutcome {
        guard !roots.isEmpty else { return refuse("this scene has no objects to start a graph from") }
        let walked: ObjectGraph?
        // The tree reads one level more than it draws, so it can say `…` where a branch goes on.
        let walkDepth = options.format == .tree && options.depth < .max ? options.depth + 1 : options.depth
        if let name = options.object {
            guard walk(roots, in: session) != nil else { return .refused }
            guard let object = session.registry.entry(named: name)?.object else { return refuse(unknownObject(name, spec)) }
            walked = walk([SceneRoot(label: "asked", object: object)], depth: walkDepth, in: session)
        } else {
            walked = walk(roots, depth: walkDepth, in: session)
        }
        guard let graph = walked else { return .refused }
        switch options.format {
        case .tree: say(TreeText(symbols: symbols, depth: options.depth).lines(for: graph))
        case .edges:
            let lines = EdgeListText(symbols: symbols).lines(for: graph)
            say(lines.isEmpty ? ["no references: \(graph.nodes.map(\.name).joined(separator: ", ")) holds no other object"] : lines)
        case .dot: say(DotText().lines(for: graph), as: .exact)
        }
        return .ran
    }

    private func didAskToInspect(_ name: String, _ spec: CommandSpec, roots: [SceneRoot]) -> CommandOutcome {
        guard walk(roots, in: session) != nil else { return .refused }
        guard let entry = session.registry.entry(named: name), let object = entry.object else {
            return refuse(unknownObject(name, spec))
        }
        let around = session.graph(roots: [SceneRoot(label: "inspected", object: object)], depth: 1)
        say(InspectText(symbols: symbols).lines(
            name: entry.name, retainCount: _getRetainCount(object), fields: session.reader.read(object), graph: around))
        navigation?.current?.recordLooked(at: entry.typeName, by: "inspect")
        return .ran
    }

    private func didAskWhy(_ name: String, _ spec: CommandSpec, roots: [SceneRoot]) -> CommandOutcome {
        guard let graph = walk(roots, includeLive: true, in: session) else { return .refused }
        guard let target = graph.index(named: name) else { return refuse(unknownObject(name, spec)) }
        explain(KeepAliveText(symbols: symbols).lines(
            for: graph, target: target, retainCount: _getRetainCount(graph.nodes[target].object)))
        navigation?.current?.recordLooked(at: graph.nodes[target].entry.typeName, by: "why")
        return .ran
    }

    private func didAskForTrace(_ command: EnteredCommand) -> CommandOutcome {
        switch command.arguments[0].lowercased() {
        case "on":
            session.traceOn = true
            view?.render(MessageRenderable(.plain, "trace on: the route is printed after every action"))
        case "off":
            session.traceOn = false
            view?.render(MessageRenderable(.plain, "trace off"))
        default:
            return refuse(Phrases.refused(command.spec, "on or off, not '\(command.arguments[0])'"))
        }
        return .ran
    }

    private func unknownObject(_ name: String, _ spec: CommandSpec) -> String {
        let entry = session.registry.entry(named: name)
        if let entry, !entry.isAlive { return "\(entry.name) was freed; 'alive' lists the live objects" }
        let live = session.registry.entries.filter(\.isAlive).map(\.name)
        let shown = live.prefix(4).joined(separator: ", ") + (live.count > 4 ? ", … (\(live.count) in all)" : "")
        return Phrases.refused(spec, "no live object named '\(name)'; live: \(shown.isEmpty ? "none" : shown)")
    }

    /// The graph from `roots`, or nil after saying so when Ctrl-C stopped the walk: a graph that
    /// was not read to the end would make `alive`, `cycles` and `why` say untrue things.
    private func walk(
        _ roots: [SceneRoot], includeLive: Bool = false, depth: Int = .max, in session: InspectorSession
    ) -> ObjectGraph? {
        let graph = session.graph(roots: roots, includeLive: includeLive, depth: depth)
        guard graph.isInterrupted else { return graph }
        view?.render(MessageRenderable(.error, "interrupted: the walk had found \(graph.nodes.count) objects when it stopped; nothing printed"))
        return nil
    }

    /// Lines whose layout is their meaning (trees, DOT, tables): printed as they are, a few
    /// thousand at a time so that Ctrl-C stops a million-line tree between two of them. DOT is
    /// `.exact`, for Graphviz; the rest fits the terminal's width.
    private func say(_ lines: [String], as kind: MessageRenderable.Kind = .verbatim) {
        let batch = 2_000
        var start = 0
        repeat {
            if start > 0, session.shouldStop() {
                view?.render(MessageRenderable(.error, "interrupted: printed \(start) of \(lines.count) lines"))
                return
            }
            let end = min(start + batch, lines.count)
            view?.render(MessageRenderable(kind, lines[start..<end].joined(separator: "\n")))
            start = end
        } while start < lines.count
    }

    /// Sentences and lists of names (`why`, `cycles`, `alive`): each line wrapped to the terminal's width by the view.
    private func explain(_ lines: [String]) {
        for line in lines { view?.render(MessageRenderable(.plain, line)) }
    }
}
