/// Works out and caches the `ValueShape` of each type the value reader meets, from the runtime's
/// metadata and reflection records: struct fields with their ownership (the same exact path as
/// class fields), tuple elements from tuple metadata, collections and Optionals by conformance.
final class ValueShapes {
    private var cache: [ObjectIdentifier: ValueShape] = [:]
    private var storages: [ObjectIdentifier: LibraryStorage] = [:]
    /// Module prefixes of types whose private storage is no part of the program being taught.
    private static let libraryModules = ["Swift.", "Foundation.", "FoundationEssentials.", "_Concurrency.", "Dispatch."]

    /// The shape of `type`, built on first sight.
    func shape(of type: Any.Type) -> ValueShape {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        // A struct cannot contain itself except through a collection, enum or class, which are
        // read lazily; this entry only guards a runtime that says otherwise.
        cache[key] = .unreadable("its layout refers to itself")
        let built = build(type)
        cache[key] = built
        return built
    }

    /// What a closure's context object of class `type` stands for (see `LibraryStorage`), worked
    /// out once per class.
    func storage(of type: AnyClass) -> LibraryStorage {
        let key = ObjectIdentifier(type)
        if let known = storages[key] { return known }
        let found = LibraryStorage.of(type)
        storages[key] = found
        return found
    }

    /// Whether a value of `type` holds no reference that the reader would report.
    func holdsNothing(_ type: Any.Type) -> Bool {
        if case .nothing = shape(of: type) { return true }
        return false
    }

    private func build(_ type: Any.Type) -> ValueShape {
        let metadata = TypeMetadata(type)
        switch metadata.kind {
        case .classInstance:
            return .object
        case .function:
            return metadata.isThickFunction ? .closure : .nothing
        case .existential:
            switch metadata.existentialRepresentation {
            case .classBound: return .object
            case .opaque: return .opaqueExistential
            case .error: return .errorExistential
            case nil: return .nothing
            }
        case .optional:
            guard let optional = type as? OptionalType.Type else { return .unreadable("an Optional the reader cannot open") }
            let wrapped = TypeMetadata(optional.wrapped)
            if wrapped.kind == .classInstance || (wrapped.kind == .existential && wrapped.existentialRepresentation == .classBound) {
                return .object
            }
            return holdsNothing(optional.wrapped) ? .nothing : .optional(optional, wrapped: optional.wrapped)
        case .enumeration:
            if metadata.valueWitnesses.isPOD { return .nothing }
            if type is CustomReflectable.Type { return .unreadable("\(TypeDisplayName.of(type)) replaces its Mirror, so its payload cannot be read") }
            return .enumeration(type)
        case .tuple:
            return fieldsShape(metadata.tupleElements.enumerated().map { index, element in
                ValueField(
                    label: "." + (element.label.isEmpty ? String(index) : element.label), offset: element.offset,
                    type: element.type, ownership: .strong)
            })
        case .structure:
            // A struct that promises to hold no object at any depth (lesson texts, the command
            // table; `HoldsNoObjectsTests` scans them whole) is not read: `graph --self` would
            // otherwise read every line of every lesson.
            if type is HoldsNoObjects.Type { return .nothing }
            return structShape(type, metadata: metadata)
        case .other:
            return .nothing
        }
    }

    private func structShape(_ type: Any.Type, metadata: TypeMetadata) -> ValueShape {
        if let collection = type as? ElementsReadable.Type {
            // A collection of a type being built (a struct holding an array of itself) meets that
            // type's placeholder here, which holds something: it is read, as it must be.
            let keysHoldNothing = collection.keyType.map(holdsNothing) ?? true
            return holdsNothing(collection.elementType) && keysHoldNothing ? .nothing : .elements(collection)
        }
        let qualified = _typeName(type, qualified: true)
        if Self.libraryModules.contains(where: qualified.hasPrefix) {
            if metadata.valueWitnesses.isPOD || type == String.self || type == Substring.self || type == Character.self {
                return .nothing
            }
            return .library(type)
        }
        guard let fields = StoredFieldReader.fields(of: type, levels: [type]) else {
            return .unreadable("\(TypeDisplayName.of(type)) has no reflection metadata (built without it, or from a module that hides its layout)")
        }
        return fieldsShape(fields.map { ValueField(label: "." + $0.name, offset: $0.offset, type: $0.type, ownership: $0.ownership) })
    }

    /// `.fields`, or `.nothing` when no field can hold a reference.
    private func fieldsShape(_ fields: [ValueField]) -> ValueShape {
        let kept = fields.filter { $0.ownership != .strong || !holdsNothing($0.type) }
        return kept.isEmpty ? .nothing : .fields(kept)
    }
}
