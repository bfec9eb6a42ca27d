/// Builds an `ObjectGraph` by walking stored fields from root objects, breadth first, naming each
/// object in the registry as it is found.
package struct GraphWalker {
    let registry: ObjectRegistry
    let reader: FieldReader
    /// How many objects to read at most (a guard for huge heaps).
    let limit: Int
    /// Asked every few thousand objects; `true` stops the walk (the REPL's Ctrl-C).
    let shouldStop: () -> Bool
    /// Whether references inside values and closures' captures are read; `false` reads class
    /// fields only, as walks did before them, so `make bench` can measure what they cost.
    let readsValues: Bool

    package init(
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
    package func walk(roots: [(label: String, object: AnyObject)], extra: [AnyObject] = [], depth: Int = .max) -> ObjectGraph {
        var state = WalkState(registry: registry, reader: reader, readsValues: readsValues)
        for root in roots {
            let index = state.node(for: .passUnretained(root.object))
            state.graph.rootLabels[index, default: []].append(root.label)
            if !state.graph.roots.contains(index) { state.graph.roots.append(index) }
        }
        for object in extra { _ = state.node(for: .passUnretained(object)) }

        // Breadth first: nodes are numbered in the order found, so the queue is the node list, and
        // its levels follow one another: every node found while reading one level is on the next.
        var head = 0
        var level = 0
        var levelEnd = state.graph.nodes.count
        while head < state.graph.nodes.count, state.graph.nodes.count <= limit {
            if head == levelEnd {
                level += 1
                levelEnd = state.graph.nodes.count
            }
            if head & 4095 == 4095, shouldStop() {
                state.graph.isInterrupted = true
                break
            }
            let first = state.graph.edges.count
            if level < depth { state.read(head) }
            // Nodes are read in order, so each one's edges are appended as it is read.
            state.graph.outgoing.append(first..<state.graph.edges.count)
            head += 1
        }
        // Nodes found but not read (the limit, or an interruption) have no edges.
        let end = state.graph.edges.count
        while state.graph.outgoing.count < state.graph.nodes.count { state.graph.outgoing.append(end..<end) }
        return state.graph
    }
}
