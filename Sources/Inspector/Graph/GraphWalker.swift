/// Builds an `ObjectGraph` by walking stored fields from root objects, breadth first, naming each
/// object in the registry as it is found.
public struct GraphWalker {
    public let registry: ObjectRegistry
    public let reader: FieldReader
    /// How many objects to read at most (a guard for huge heaps).
    public let limit: Int
    /// Asked every few thousand objects; `true` stops the walk (the REPL's Ctrl-C).
    public let shouldStop: () -> Bool
    /// Whether references inside values and closures' captures are read; `false` reads class
    /// fields only, as walks did before them, so `make bench` can measure what they cost.
    public let readsValues: Bool

    public init(
        registry: ObjectRegistry, reader: FieldReader, limit: Int = 2_000_000, readsValues: Bool = true,
        shouldStop: @escaping () -> Bool = { false }
    ) {
        self.registry = registry
        self.reader = reader
        self.limit = limit
        self.readsValues = readsValues
        self.shouldStop = shouldStop
    }

    /// Walks from `roots` (labelled), then from `extra` starts (not roots: e.g. every live object
    /// the census knows, so leaked islands appear too), at most `depth` references deep.
    public func walk(roots: [(label: String, object: AnyObject)], extra: [AnyObject] = [], depth: Int = .max) -> ObjectGraph {
        var state = WalkState(registry: registry, reader: reader, readsValues: readsValues)
        for root in roots {
            let index = state.node(for: .passUnretained(root.object), depth: 0)
            state.graph.nodes[index].rootLabels.append(root.label)
            if !state.graph.roots.contains(index) { state.graph.roots.append(index) }
        }
        for object in extra { _ = state.node(for: .passUnretained(object), depth: 0) }

        // Breadth first: nodes are numbered in the order found, so the queue is the node list.
        var head = 0
        while head < state.graph.nodes.count, state.graph.nodes.count <= limit {
            if head & 4095 == 4095, shouldStop() {
                state.graph.isInterrupted = true
                break
            }
            let first = state.graph.edges.count
            if state.depths[head] < depth { state.read(head) }
            state.graph.outgoing[head] = first..<state.graph.edges.count
            head += 1
        }
        return state.graph
    }
}
