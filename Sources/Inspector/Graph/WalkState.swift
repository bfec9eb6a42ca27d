/// One walk's growing graph, and how it reads an object's fields into edges. Its methods mutate
/// it in place: no variable of the walk is captured by a closure, which would make the runtime
/// check exclusive access on every use (it did: a seventh of a walk, by callgrind).
struct WalkState {
    let registry: ObjectRegistry
    let reader: FieldReader
    let stamp: UInt32
    let readsValues: Bool
    let peeksWeak = WeakPeek.works
    let peeksArrays = ArrayPeek.works
    var graph = ObjectGraph()
    /// Each node's object address, to read its fields without retaining it.
    var addresses: [UnsafeRawPointer] = []
    /// The last type read, and whether it is the inspector's own bookkeeping (read per type, not
    /// per object: the conformance check was 5% of a walk).
    var lastType: ObjectIdentifier?
    var lastIsBookkeeping = false
    /// The last type's plan, held so that its accesses and paths, read per object as plain
    /// buffers, stay allocated (asking the layout, or reading an array, retains per object).
    var lastPlan = FieldLayout.Plan(fields: [])
    var lastAccesses = UnsafeMutableBufferPointer<FieldAccess>(start: nil, count: 0)
    var lastPaths = UnsafeMutableBufferPointer<String>(start: nil, count: 0)

    init(registry: ObjectRegistry, reader: FieldReader, readsValues: Bool) {
        self.registry = registry
        self.reader = reader
        self.readsValues = readsValues
        stamp = registry.startWalk()
    }

    /// The node of `object`, added (to be read later) on first sight in this walk. Unretained:
    /// an object seen again costs no retain (objects with weak references keep their counts in a
    /// side table, so every retain of one is a slow path: a sixth of a walk, by perf).
    @inline(__always)
    mutating func node(for object: Unmanaged<AnyObject>) -> Int {
        let (placed, entry) = registry.place(object, stamp: stamp, next: graph.nodes.count)
        guard let entry else { return placed }
        graph.nodes.append(.init(entry: entry.takeUnretainedValue(), object: object.takeUnretainedValue()))
        addresses.append(UnsafeRawPointer(object.toOpaque()))
        return placed
    }

    /// The node of a (retained) object found by the general path.
    mutating func node(for object: AnyObject) -> Int {
        node(for: .passUnretained(object))
    }

    /// Adds the edges of node `current`'s fields.
    mutating func read(_ current: Int) {
        let base = addresses[current]
        // A Swift object's first word is its class (the node list holds the object).
        let objectType: AnyClass = unsafeBitCast(base.load(as: UnsafeRawPointer.self), to: AnyClass.self)
        let type = ObjectIdentifier(objectType)
        if type != lastType {
            lastType = type
            lastIsBookkeeping = objectType is InspectorBookkeeping.Type
            lastPlan = reader.layout.plan(of: objectType)
            lastAccesses = lastPlan.accesses
            lastPaths = lastPlan.paths
        }
        guard !lastIsBookkeeping else { return }
        guard reader.layout.path == .runtime else {
            for (field, content) in reader.read(graph.nodes[current].object) { add(field, content, from: current) }
            return
        }
        // The fast path: object pointers, arrays of objects and weak fields read in place, each
        // field a trivially copied access (no StoredField or FieldContent per object). The node
        // list holds the object for the whole walk, so its memory stays.
        for access in lastAccesses {
            let address = base + access.offset
            switch access.kind {
            case .objectPointer:
                guard let target = address.load(as: UnsafeRawPointer?.self) else { continue }
                let to = node(for: Unmanaged<AnyObject>.fromOpaque(target))
                graph.edges.append(.init(from: current, to: .node(to), ownership: .strong, field: lastPaths[access.index], detail: .none))
            case .objectArray:
                let path = lastPaths[access.index]
                // The elements' words, read in place: no retain per element (nor of the buffer,
                // where `ArrayPeek` can read it).
                if peeksArrays {
                    let (count, words) = ArrayPeek.elements(at: address)
                    addElements(count, at: words, path: path, from: current)
                } else {
                    address.assumingMemoryBound(to: [AnyObject].self).pointee.withUnsafeBufferPointer { objects in
                        guard let words = UnsafeRawPointer(objects.baseAddress) else { return }
                        addElements(objects.count, at: words, path: path, from: current)
                    }
                }
            case .weak:
                // An object this walk placed is found without retaining it (see `WeakPeek`).
                if peeksWeak, let table = WeakPeek.table(at: address), let target = WeakPeek.object(of: table),
                    let placed = registry.placedNode(at: UInt(bitPattern: target), stamp: stamp), WeakPeek.owns(target, table: table)
                {
                    graph.edges.append(.init(from: current, to: .node(placed), ownership: .weak, field: lastPaths[access.index], detail: .none))
                    continue
                }
                guard let target = ValueScanner.weakTarget(at: address) else { continue }
                let to = node(for: target)
                graph.edges.append(.init(from: current, to: .node(to), ownership: .weak, field: lastPaths[access.index], detail: .none))
            case .nothing:
                continue
            case .closure:
                // Unset (a nil Optional), or capturing nothing: no edge, and no reader needed.
                guard readsValues, address.load(as: UInt.self) != 0,
                    address.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self) != 0
                else { continue }
                let field = lastPlan.fields[access.index]
                add(field, FieldReader.content(at: address, of: field), from: current)
            case .other:
                let field = lastPlan.fields[access.index]
                let content = FieldReader.content(at: address, of: field)
                if case .stored = content, !readsValues { continue }
                add(field, content, from: current)
            }
        }
    }

    /// The edges to `count` objects whose pointers are at `words`: an array's elements.
    @inline(__always)
    private mutating func addElements(_ count: Int, at words: UnsafeRawPointer, path: String, from current: Int) {
        for index in 0..<count {
            let object = Unmanaged<AnyObject>.fromOpaque(words.load(fromByteOffset: index * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self))
            let to = node(for: object)
            graph.edges.append(.init(from: current, to: .node(to), ownership: .strong, field: path, detail: .index(index)))
        }
    }

    /// The edges for what one field holds: the general path, for fields the fast path leaves.
    private mutating func add(_ field: StoredField, _ content: FieldContent, from current: Int) {
        func edge(_ to: ObjectGraph.Target, _ detail: ObjectGraph.PathDetail = .none) -> ObjectGraph.Edge {
            .init(from: current, to: to, ownership: field.ownership, field: field.path, detail: detail)
        }
        switch content {
        case .object(let object?), .unownedTarget(let object):
            graph.edges.append(edge(.node(node(for: object))))
        case .object(nil), .unownedNil:
            break
        case .objects(let objects):
            for (index, object) in objects.enumerated() {
                graph.edges.append(edge(.node(node(for: object)), .index(index)))
            }
        case .unownedDead:
            graph.edges.append(edge(.dead))
        case .unsafeAddress(let address):
            graph.edges.append(edge(target(unsafe: address)))
        case .stored(let address):
            guard let type = field.type else { break }
            var scanner = ValueScanner(registry: registry, shapes: reader.layout.shapes)
            scanner.scan(at: address, type: type, ownership: field.ownership, path: field.path) { add($0, field, from: current) }
        case .value(let value):
            var scanner = ValueScanner(registry: registry, shapes: reader.layout.shapes, guessing: true)
            scanner.scan(value, path: field.path) { add($0, field, from: current) }
        }
    }

    /// The edge for a reference found inside a value or a closure's captures.
    private mutating func add(_ found: ValueScanner.Found, _ field: StoredField, from current: Int) {
        let to: ObjectGraph.Target
        switch found.target {
        case .object(let object): to = .node(node(for: object))
        case .dead: to = .dead
        case .unsafeAddress(let address): to = target(unsafe: address)
        case .closure: to = .closure
        case .unreadable: to = .unreadable
        case .quietClosure:
            graph.quietClosures.append(.init(
                from: current, position: graph.edges.count, field: field.path, path: found.path, text: found.note ?? "captures nothing"))
            return
        }
        if let note = found.note { graph.notes[graph.edges.count] = note }
        graph.edges.append(.init(
            from: current, to: to, ownership: found.ownership, isCapture: found.isCapture, field: field.path,
            detail: found.path == field.path ? .none : .text(found.path)))
    }

    /// An `unowned(unsafe)` word: followed only when a live object the census knows is there.
    private mutating func target(unsafe address: UInt) -> ObjectGraph.Target {
        registry.liveObject(at: address).map { .node(node(for: $0)) } ?? .unknownAddress
    }
}
