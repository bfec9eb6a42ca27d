/// Builds an `ObjectGraph` by walking stored fields from root objects, breadth first, naming each
/// object in the registry as it is found.
public struct GraphWalker {
    public let registry: ObjectRegistry
    public let reader: FieldReader
    /// How many objects to read at most (a guard for huge heaps).
    public let limit: Int
    /// Asked every few thousand objects; `true` stops the walk (the REPL's Ctrl-C).
    public let shouldStop: () -> Bool

    public init(
        registry: ObjectRegistry, reader: FieldReader, limit: Int = 2_000_000, shouldStop: @escaping () -> Bool = { false }
    ) {
        self.registry = registry
        self.reader = reader
        self.limit = limit
        self.shouldStop = shouldStop
    }

    /// Walks from `roots` (labelled), then from `extra` starts (not roots: e.g. every live object
    /// the census knows, so leaked islands appear too), at most `depth` references deep.
    public func walk(roots: [(label: String, object: AnyObject)], extra: [AnyObject] = [], depth: Int = .max) -> ObjectGraph {
        var graph = ObjectGraph()
        let walk = registry.startWalk()
        var depths: [Int] = []
        var head = 0

        func node(for object: AnyObject, depth: Int) -> Int {
            let entry = registry.entry(for: object)
            if entry.walk == walk { return Int(entry.node) }
            let index = graph.nodes.count
            entry.walk = walk
            entry.node = UInt32(truncatingIfNeeded: index)
            graph.nodes.append(.init(entry: entry, object: object, rootLabels: []))
            graph.outgoing.append(0..<0)
            depths.append(depth)
            return index
        }

        for root in roots {
            let index = node(for: root.object, depth: 0)
            graph.nodes[index].rootLabels.append(root.label)
            if !graph.roots.contains(index) { graph.roots.append(index) }
        }
        for object in extra { _ = node(for: object, depth: 0) }

        // Breadth first: nodes are numbered in the order found, so the queue is the node list.
        while head < graph.nodes.count, graph.nodes.count <= limit {
            if head & 4095 == 4095, shouldStop() {
                graph.isInterrupted = true
                break
            }
            let current = head
            let level = depths[current]
            head += 1
            let first = graph.edges.count
            defer { graph.outgoing[current] = first..<graph.edges.count }
            guard level < depth else { continue }
            guard !(graph.nodes[current].object is InspectorBookkeeping) else { continue }
            func add(_ to: ObjectGraph.Target, _ field: StoredField, _ detail: ObjectGraph.PathDetail) {
                graph.edges.append(.init(from: current, to: to, ownership: field.ownership, field: field.path, detail: detail))
            }
            func add(_ found: ValueScanner.Found, _ field: StoredField) {
                let to: ObjectGraph.Target
                switch found.target {
                case .object(let object): to = .node(node(for: object, depth: level + 1))
                case .dead: to = .dead
                case .unsafeAddress(let address): to = registry.liveObject(at: address).map { .node(node(for: $0, depth: level + 1)) } ?? .unknownAddress
                case .closure: to = .closure
                case .unreadable: to = .unreadable
                }
                if let note = found.note { graph.notes[graph.edges.count] = note }
                graph.edges.append(.init(
                    from: current, to: to, ownership: found.ownership, isCapture: found.isCapture, field: field.path,
                    detail: found.path == field.path ? .none : .text(found.path)))
            }
            reader.forEachContent(of: graph.nodes[current].object) { field, content in
                switch content {
                case .object(let object?), .unownedTarget(let object):
                    add(.node(node(for: object, depth: level + 1)), field, .none)
                case .object(nil), .unownedNil:
                    break
                case .objects(let objects):
                    for (index, object) in objects.enumerated() {
                        add(.node(node(for: object, depth: level + 1)), field, .index(index))
                    }
                case .unownedDead:
                    add(.dead, field, .none)
                case .unsafeAddress(let address):
                    if let object = registry.liveObject(at: address) {
                        add(.node(node(for: object, depth: level + 1)), field, .none)
                    } else {
                        add(.unknownAddress, field, .none)
                    }
                case .stored(let address):
                    guard let type = field.type else { break }
                    var scanner = ValueScanner(registry: registry, shapes: reader.layout.shapes)
                    scanner.scan(at: address, type: type, ownership: field.ownership, path: field.path) { add($0, field) }
                case .value(let value):
                    var scanner = ValueScanner(registry: registry, shapes: reader.layout.shapes, guessing: true)
                    scanner.scan(value, path: field.path) { add($0, field) }
                }
            }
        }
        return graph
    }
}
