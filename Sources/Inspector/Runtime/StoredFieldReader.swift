/// Reads the stored fields of a class or struct type from the runtime: names, types and offsets
/// from `swift_reflectionMirror_recursiveChildMetadata` / `_recursiveChildOffset`, ownership from
/// each level's field descriptor (weak vs unowned vs unowned(unsafe), which `isStrong` alone
/// cannot tell), with `isStrong` as the cross-check.
enum StoredFieldReader {
    struct Field {
        let name: String
        let type: Any.Type
        let offset: Int
        let ownership: Ownership
    }

    /// The name a field is printed under: a `lazy var format` is stored as
    /// `$__lazy_storage_$_format`, and printed as the property the code declares, `format (lazy)`.
    static func shownName(_ stored: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        guard stored.hasPrefix(lazyPrefix) else { return stored }
        return String(stored.dropFirst(lazyPrefix.count)) + " (lazy)"
    }

    /// Every stored field of `type` in the runtime's recursive order (superclass fields first);
    /// `levels` is the type and, for a class, its superclasses. Nil when a level has no field
    /// descriptor: the runtime would warn on stderr and answer with placeholders.
    static func fields(of type: Any.Type, levels: [Any.Type]) -> [Field]? {
        var declared: [String: Ownership] = [:]
        let reader = FieldDescriptorReader()
        for level in levels {
            guard let ownership = reader.ownership(ofFieldsDeclaredBy: level) else {
                if levels.count == 1 { return nil }
                continue
            }
            // Names are unique along a class chain for the stored fields Podbay reads; the
            // most-derived level comes first and is kept.
            for (name, kind) in ownership where declared[name] == nil { declared[name] = kind }
        }
        let count = _podbayRecursiveFieldCount(type)
        return (0..<count).map { index in
            var metadata = RuntimeSymbols.FieldMetadata()
            let fieldType = _podbayRecursiveFieldMetadata(type, index: index, fieldMetadata: &metadata)
            let name = metadata.name.map { String(cString: $0) } ?? "field\(index)"
            metadata.freeName?(metadata.name)
            var ownership = declared[name] ?? .strong
            if metadata.isStrong && ownership != .strong { ownership = .strong }
            if !metadata.isStrong && ownership == .strong { ownership = .weak }
            return Field(name: shownName(name), type: fieldType, offset: _podbayRecursiveFieldOffset(type, index: index), ownership: ownership)
        }
    }
}
