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
                case .value(let value):
                    guard !field.isClosure else {
                        add(.closure, field, .none)
                        break
                    }
                    ValueScanner(registry: registry).scan(value, path: field.path) { path, object in
                        let to: ObjectGraph.Target = object.map { .node(node(for: $0, depth: level + 1)) } ?? .closure
                        add(to, field, path == field.path ? .none : .text(path))
                    }
                }
            }
        }
        return graph
    }
}

/// Finds the class instances inside a value, through Optionals, collections, dictionaries, sets,
/// tuples, structs and enum payloads, labelling each with its path. Dictionary and set members
/// are visited in a sorted order, never the hash order, so every run prints the same.
struct ValueScanner {
    let registry: ObjectRegistry
    let maximumDepth = 32

    /// Calls `found(path, object)` for each instance; `object` is nil for a closure.
    func scan(_ value: Any, path: String, depth: Int = 0, found: (String, AnyObject?) -> Void) {
        guard depth < maximumDepth, !(value is HoldsNoObjects) else { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class?:
            found(path, value as AnyObject)
        case .optional?:
            if let wrapped = mirror.children.first { scan(wrapped.value, path: path, depth: depth + 1, found: found) }
        case .collection?:
            for (index, child) in mirror.children.enumerated() {
                scan(child.value, path: path + "[\(index)]", depth: depth + 1, found: found)
            }
        case .dictionary?:
            let pairs = mirror.children.compactMap { child -> (key: String, value: Any)? in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { return nil }
                return (keyText(pair[0]), pair[1])
            }
            for pair in pairs.sorted(by: { $0.key < $1.key }) {
                scan(pair.value, path: path + "[\(pair.key)]", depth: depth + 1, found: found)
            }
        case .set?:
            let members = mirror.children.map { (key: keyText($0.value), value: $0.value) }
            for member in members.sorted(by: { $0.key < $1.key }) {
                scan(member.value, path: path + "{\(member.key)}", depth: depth + 1, found: found)
            }
        case .tuple?, .struct?, .enum?:
            for (index, child) in mirror.children.enumerated() {
                let label = child.label.map { $0.hasPrefix(".") ? $0 : "." + $0 } ?? ".\(index)"
                scan(child.value, path: path + label, depth: depth + 1, found: found)
            }
        default:
            if _typeName(type(of: value), qualified: false).contains(" -> ") { found(path, nil) }
        }
    }

    /// A member's key as printed in a path: strings quoted, objects by their stable name.
    private func keyText(_ key: Any) -> String {
        if let string = key as? String { return String(reflecting: string) }
        if Mirror(reflecting: key).displayStyle == .class { return registry.name(of: key as AnyObject) }
        return String(describing: key)
    }
}
