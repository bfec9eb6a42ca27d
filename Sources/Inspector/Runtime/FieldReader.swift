import CSwiftRuntime

/// Reads an object's stored fields by offset: unowned ones must be, because `Mirror` traps on an
/// unowned reference whose object is gone; class, `[Class]` and weak ones are read here, values
/// (structs, collections, closures…) are handed on by address for `ValueScanner` to read by layout.
/// Only the fallback path, where the runtime's layout is not the one expected, uses `Mirror`.
package struct FieldReader {
    let layout: FieldLayout

    package init(layout: FieldLayout) {
        self.layout = layout
    }

    /// Every stored field of `object` with what it holds now; values copied out (a copy is safe
    /// even with a dead unowned reference inside: only loading one traps).
    package func read(_ object: AnyObject) -> [(field: StoredField, content: FieldContent)] {
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

    /// Calls `body` with each stored field and what it holds, in field order.
    func forEachContent(of object: AnyObject, _ body: (StoredField, FieldContent) -> Void) {
        guard layout.path == .runtime else {
            for (field, content) in mirrorOnly(object) { body(field, content) }
            return
        }
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in layout.fields(of: type(of: object)) {
                body(field, Self.content(at: base + field.offset, of: field))
            }
        }
    }

    /// What `field` holds, read at its address inside an object the caller keeps alive.
    static func content(at address: UnsafeRawPointer, of field: StoredField) -> FieldContent {
        if field.holdsObjectPointer { return .object(object(at: address)) }
        if field.holdsObjectArray { return .objects(address.assumingMemoryBound(to: [AnyObject].self).pointee) }
        switch field.ownership {
        case .unowned:
            // The first word is the object pointer (an unowned existential adds witness tables
            // after it; an unowned Optional stores nil as 0).
            guard let pointer = address.load(as: UnsafeRawPointer?.self) else { return .unownedNil }
            if podbay_is_deallocating(pointer) { return .unownedDead }
            return .unownedTarget(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
        case .unownedUnsafe:
            let word = address.load(as: UInt.self)
            return word == 0 ? .unownedNil : .unsafeAddress(word)
        case .weak:
            return .object(ValueScanner.weakTarget(at: address))
        case .strong, .unknown:
            return .stored(address)
        }
    }

    /// The object a strong object-pointer word holds, or nil for 0.
    @inline(__always)
    static func object(at address: UnsafeRawPointer) -> AnyObject? {
        address.load(as: UnsafeRawPointer?.self).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
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
