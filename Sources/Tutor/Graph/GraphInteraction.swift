import LessonKit
package import CommandLanguage
package import Inspector

/// What the REPL screen sees of the interaction for `graph`.
protocol GraphInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any LinesRendering & NoticeRendering & RefusalRendering)
    /// The REPL's own root object, for `graph --self`.
    func useSelfRoot(_ root: AnyObject)
    func didAskForGraph(_ arguments: GraphArguments, _ spec: CommandSpec) -> CommandOutcome
}

/// `graph`: the live ownership graph from the scene's roots or one object, as a tree, an edge
/// list or DOT, or written to a file as DOT or a picture Graphviz draws (`--output`);
/// `graph --self` walks the REPL's own objects.
package final class GraphInteraction: GraphInteracting {
    private let session: InspectorSession
    private let symbols: GraphSymbols
    /// Writes `--output` files; nil where the program cannot (then `--output` is refused).
    private let pictures: PictureDrawing?
    /// Names for the REPL's own objects, kept apart so they never crowd the lesson's census.
    private let selfSession = InspectorSession()
    private weak var navigation: LessonNavigating?
    private weak var view: (any LinesRendering & NoticeRendering & RefusalRendering)?
    private weak var selfRoot: AnyObject?

    package init(session: InspectorSession, symbols: GraphSymbols, pictures: PictureDrawing? = nil) {
        self.session = session
        self.symbols = symbols
        self.pictures = pictures
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func use(_ view: any LinesRendering & NoticeRendering & RefusalRendering) {
        self.view = view
    }

    package func useSelfRoot(_ root: AnyObject) {
        selfRoot = root
    }

    package func didAskForGraph(_ arguments: GraphArguments, _ spec: CommandSpec) -> CommandOutcome {
        let walked: Result<ObjectGraph, RefusalRenderable>
        if arguments.ownObjects {
            // The lesson's objects keep the names `graph` gives them: its registry sees them all
            // first, and this walk's names go on from its.
            if let roots = navigation?.current?.scene.roots { _ = session.walked(roots) }
            selfSession.continueNames(of: session)
            walked = walk(arguments, spec, roots: selfRoot.map { [SceneRoot(label: "repl", object: $0)] } ?? [], in: selfSession)
        } else if let open = navigation?.current {
            walked = walk(arguments, spec, roots: open.scene.roots, in: session).map { graph in
                sceneAsRoot(of: open, arguments, reachedIn: graph).flatMap { try? walk(arguments, spec, roots: $0, in: session).get() } ?? graph
            }
        } else {
            walked = .failure(.noLesson(orOwnObjects: true))
        }
        switch walked {
        case .failure(let refusal):
            view?.render(refusal)
            return .refused
        case .success(let graph):
            guard let output = arguments.output else {
                draw(graph, arguments)
                return .ran
            }
            return write(graph, arguments, to: output)
        }
    }

    /// The roots again with the scene object last, when the graph reaches it (a closure capturing
    /// the lesson) or when it holds an object the roots do not reach (lesson 1's banner, kept by
    /// the lesson once a break put another view on screen: `alive` lists it and `why` says
    /// `(root: lesson)`, so the picture shows it too). It is a root, as `why` and `cycles` say
    /// (`the lesson  (root: lesson)`), drawn as one, never under the reference that reached it as
    /// if nothing held it. Nil otherwise: a scene that holds only its roots is left out.
    private func sceneAsRoot(of open: OpenLesson, _ arguments: GraphArguments, reachedIn graph: ObjectGraph) -> [SceneRoot]? {
        guard arguments.object == nil, let sceneRoot = open.censusRoots.last, sceneRoot.object === open.scene,
            !graph.roots.contains(where: { graph.nodes[$0].object === open.scene })
        else { return nil }
        let reached = Set(graph.nodes.map { ObjectIdentifier($0.object) })
        let holdsMore = { () -> Bool in
            guard case .success(let held) = self.session.walked([sceneRoot], depth: 1) else { return false }
            return held.nodes.contains { $0.object !== open.scene && !reached.contains(ObjectIdentifier($0.object)) }
        }
        guard reached.contains(ObjectIdentifier(open.scene)) || holdsMore() else { return nil }
        return open.scene.roots + [sceneRoot]
    }

    /// The graph to draw: from the roots, or from the object named, as deep as asked.
    private func walk(
        _ arguments: GraphArguments, _ spec: CommandSpec, roots: [SceneRoot], in session: InspectorSession
    ) -> Result<ObjectGraph, RefusalRenderable> {
        guard !roots.isEmpty else { return .failure(.noObjectsToGraph) }
        let depth = arguments.drawDepth
        // The tree reads one level more than it draws, so it can say `…` where a branch goes on.
        let walkDepth = arguments.format == .tree && depth < .max ? depth + 1 : depth
        guard let name = arguments.object else { return session.walked(roots, depth: walkDepth) }
        // The whole graph is walked first, so the name can be of any object the scene reaches.
        if case .failure(let refusal) = session.walked(roots) { return .failure(refusal) }
        guard let object = session.registry.entry(named: name)?.object else {
            return .failure(session.unknownObject(name, spec))
        }
        return session.walked([SceneRoot(label: "asked", object: object)], depth: walkDepth)
    }

    private func draw(_ graph: ObjectGraph, _ arguments: GraphArguments) {
        switch arguments.format {
        case .tree:
            view?.render(LinesRenderable(TreeText(symbols: symbols, depth: arguments.drawDepth, folds: !arguments.unfolded).lines(for: graph)))
        case .edges:
            let lines = EdgeListText(symbols: symbols).lines(for: graph)
            if lines.isEmpty {
                view?.render(NoticeRenderable.noReferences(graph.nodes.map(\.name)))
            } else {
                view?.render(LinesRenderable(lines))
            }
        case .dot, .svg, .png:
            // A picture always names its file (GraphArguments refuses one without `--output`).
            view?.render(LinesRenderable(DotText().lines(for: graph), kind: .exact))
        }
    }

    /// `--output FILE`: the DOT, or Graphviz's picture of it, written to the file; the file named,
    /// then handed to the desktop with `--open`.
    private func write(_ graph: ObjectGraph, _ arguments: GraphArguments, to output: String) -> CommandOutcome {
        guard let pictures else {
            view?.render(NoticeRenderable.picture(.failed("this podbay cannot write files for graph --output")))
            return .refused
        }
        let dot = DotText().lines(for: graph).joined(separator: "\n") + "\n"
        let outcome = pictures.write(dot: dot, as: arguments.format, to: output)
        view?.render(NoticeRenderable.picture(outcome))
        guard case .written(let path, _) = outcome else { return .refused }
        if arguments.open, let problem = pictures.open(path) {
            view?.render(NoticeRenderable.picture(.failed(problem)))
        }
        return .ran
    }
}

/// Builds the interaction for `graph`.
struct GraphInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> GraphInteracting {
        GraphInteraction(
            session: configuration.inspector, symbols: configuration.style.graphSymbols, pictures: configuration.pictures)
    }
}
