import CSwiftRuntime

/// Reads an object's stored fields: references by offset (unowned ones must be, because `Mirror`
/// traps on an unowned reference whose object is gone; class, `[Class]` and weak ones are, because
/// it is faster), everything else through `Mirror`, one child at a time.
public struct FieldReader {
    public let layout: FieldLayout

    public init(layout: FieldLayout) {
        self.layout = layout
    }

    /// Every stored field of `object` with what it holds now.
    public func read(_ object: AnyObject) -> [(field: StoredField, content: FieldContent)] {
        var read: [(field: StoredField, content: FieldContent)] = []
        forEachContent(of: object) { read.append(($0, $1)) }
        return read
    }

    /// Calls `body` with each stored field and what it holds, in field order: the walker's fast
    /// path, which needs no array of contents per object.
    public func forEachContent(of object: AnyObject, _ body: (StoredField, FieldContent) -> Void) {
        guard layout.path == .runtime else {
            for (field, content) in mirrorOnly(object) { body(field, content) }
            return
        }
        let fields = layout.fields(of: type(of: object))
        var mirrors: MirrorChain?
        for field in fields {
            if field.holdsObjectPointer {
                body(field, .object(pointee(object, at: field.offset)))
                continue
            }
            if field.holdsObjectArray {
                body(field, .objects(array(object, at: field.offset)))
                continue
            }
            switch field.ownership {
            case .unowned:
                body(field, unowned(object, at: field.offset))
            case .unownedUnsafe:
                body(field, unsafe(object, at: field.offset))
            case .weak:
                body(field, .object(weakTarget(object, at: field.offset)))
            case .strong, .unknown:
                if mirrors == nil { mirrors = MirrorChain(object) }
                body(field, mirrors?.value(at: field.index).map(FieldContent.value) ?? .value(()))
            }
        }
    }

    /// The word stored at `offset` inside `object`.
    private func word(in object: AnyObject, at offset: Int) -> UInt {
        withExtendedLifetime(object) {
            Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: offset, as: UInt.self)
        }
    }

    /// The object a strong class-typed field points at (nil stored as 0).
    private func pointee(_ object: AnyObject, at offset: Int) -> AnyObject? {
        let address = word(in: object, at: offset)
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A weak field's target, loaded by the runtime as `weak` itself loads it (nil once freed).
    private func weakTarget(_ object: AnyObject, at offset: Int) -> AnyObject? {
        let loaded = withExtendedLifetime(object) {
            podbay_weak_load_strong(Unmanaged.passUnretained(object).toOpaque() + offset)
        }
        guard let loaded else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(loaded).takeRetainedValue()
    }

    /// An `Array<SomeClass>` field read as `Array<AnyObject>`: the same buffer of object pointers.
    private func array(_ object: AnyObject, at offset: Int) -> [AnyObject] {
        withExtendedLifetime(object) {
            Unmanaged.passUnretained(object).toOpaque().advanced(by: offset).assumingMemoryBound(to: [AnyObject].self).pointee
        }
    }

    private func unowned(_ object: AnyObject, at offset: Int) -> FieldContent {
        // The field's first word is the object pointer (an unowned existential adds witness
        // tables after it; an unowned Optional stores nil as 0).
        let address = word(in: object, at: offset)
        guard address != 0, let pointer = UnsafeRawPointer(bitPattern: address) else { return .unownedNil }
        if podbay_is_deallocating(pointer) { return .unownedDead }
        return .unownedTarget(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
    }

    private func unsafe(_ object: AnyObject, at offset: Int) -> FieldContent {
        let address = word(in: object, at: offset)
        return address == 0 ? .unownedNil : .unsafeAddress(address)
    }

    /// The fallback: `Mirror` names and values, ownership unknown.
    private func mirrorOnly(_ object: AnyObject) -> [(field: StoredField, content: FieldContent)] {
        var result: [(field: StoredField, content: FieldContent)] = []
        for level in MirrorChain(object).levels {
            for child in level.mirror.children {
                let typeName = String(describing: type(of: child.value))
                let field = StoredField(
                    name: child.label ?? "field\(result.count)", typeName: typeName, ownership: .unknown, offset: -1,
                    index: result.count, isClosure: typeName.contains(" -> "))
                result.append((field, .value(child.value)))
            }
        }
        return result
    }
}

/// An object's `Mirror` and its superclass mirrors, indexed the runtime's recursive way
/// (superclass fields first), so one child can be read without touching the others.
struct MirrorChain {
    /// Root class first; `first` is the recursive index of the level's first field.
    let levels: [(mirror: Mirror, first: Int, count: Int)]

    init(_ object: AnyObject) {
        var chain: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            chain.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        var first = 0
        var levels: [(mirror: Mirror, first: Int, count: Int)] = []
        for mirror in chain {
            let count = mirror.children.count
            levels.append((mirror, first, count))
            first += count
        }
        self.levels = levels
    }

    /// The value of the field at recursive `index`, loading only that child.
    func value(at index: Int) -> Any? {
        guard let level = levels.first(where: { index >= $0.first && index < $0.first + $0.count }) else { return nil }
        let children = level.mirror.children
        return children[children.index(children.startIndex, offsetBy: index - level.first)].value
    }
}
