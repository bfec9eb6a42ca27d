import CSwiftRuntime

/// Reads an object's stored fields by offset: unowned ones must be, because `Mirror` traps on an
/// unowned reference whose object is gone; class, `[Class]` and weak ones are read here, values
/// (structs, collections, closures…) are handed on by address for `ValueScanner` to read by layout.
/// Only the fallback path, where the runtime's layout is not the one expected, uses `Mirror`.
public struct FieldReader {
    public let layout: FieldLayout

    public init(layout: FieldLayout) {
        self.layout = layout
    }

    /// Every stored field of `object` with what it holds now; values copied out (a copy is safe
    /// even with a dead unowned reference inside: only loading one traps).
    public func read(_ object: AnyObject) -> [(field: StoredField, content: FieldContent)] {
        var read: [(field: StoredField, content: FieldContent)] = []
        forEachContent(of: object) { field, content in
            guard case .stored(let address) = content, let type = field.type else {
                read.append((field, content))
                return
            }
            read.append((field, .value(ValueScanner.load(address, as: type))))
        }
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
        let base = Unmanaged.passUnretained(object).toOpaque()
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
                body(field, .object(withExtendedLifetime(object) { ValueScanner.weakTarget(at: base + field.offset) }))
            case .strong, .unknown:
                body(field, .stored(UnsafeRawPointer(base + field.offset)))
            }
        }
        withExtendedLifetime(object) {}
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

/// An object's `Mirror` and its superclass mirrors, root class first (the fallback path).
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
}
