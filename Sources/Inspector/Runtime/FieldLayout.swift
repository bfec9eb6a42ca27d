/// The stored fields of class types, with their ownership read from the Swift runtime: the one
/// place Podbay touches the runtime's reflection ABI.
///
/// The exact path combines `swift_reflectionMirror_recursiveChildMetadata` (names, types,
/// offsets, and `isStrong`) with each class's field descriptor (weak vs unowned vs
/// unowned(unsafe), which `isStrong` alone cannot tell). The fallback — used only if a
/// self-check at start finds the exact path giving wrong answers on a known probe class — names
/// fields with `Mirror` and marks every reference `strong?`. Results are cached per type.
public final class FieldLayout {
    /// Which way fields are being read.
    public enum Path: String, Equatable, Sendable {
        case runtime = "runtime field descriptors"
        case mirrorOnly = "Mirror only (ownership unknown)"
    }

    public let path: Path
    private var cache: [ObjectIdentifier: [StoredField]] = [:]
    /// The last type asked about: heaps come in runs of one type, and this skips the hashing.
    private var last: (type: ObjectIdentifier, fields: [StoredField])?

    public init() {
        path = FieldLayout.exactPathWorks() ? .runtime : .mirrorOnly
    }

    /// Every stored field of `type`, superclass fields first; empty on the fallback path.
    public func fields(of type: AnyClass) -> [StoredField] {
        guard path == .runtime else { return [] }
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.fields }
        let fields = cache[key] ?? Self.exactFields(of: type)
        cache[key] = fields
        last = (key, fields)
        return fields
    }

    static func exactFields(of type: AnyClass) -> [StoredField] {
        var declared: [String: Ownership] = [:]
        var level: AnyClass? = type
        let reader = FieldDescriptorReader()
        while let current = level {
            // A subclass field shadows nothing: names are unique along the chain for stored fields
            // Podbay reads; the most-derived class is read first and kept.
            for (name, ownership) in reader.ownership(ofFieldsDeclaredBy: current) ?? [:] where declared[name] == nil {
                declared[name] = ownership
            }
            level = _getSuperclass(current)
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
            // `_typeName` is what `String(describing:)` prints for a type, without the printing
            // machinery's conformance checks: a third of a cold `graph --self` (callgrind).
            let typeName = _typeName(fieldType, qualified: false)
            let classType = fieldType is AnyClass || (fieldType as? OptionalType.Type).map { $0.wrapped is AnyClass } == true
            return StoredField(
                name: name, typeName: typeName, ownership: ownership,
                offset: _podbayRecursiveFieldOffset(type, index: index), index: index,
                isClosure: typeName.contains(" -> "), holdsObjectPointer: ownership == .strong && classType,
                holdsObjectArray: ownership == .strong && (fieldType as? ArrayType.Type).map { $0.element is AnyClass } == true)
        }
    }

    /// Reads a probe class whose answer is known; any mismatch means the runtime's layout is not
    /// the one this code reads, and the fallback is used.
    static func exactPathWorks() -> Bool {
        let fields = exactFields(of: OwnershipProbe.self)
        let found = fields.map { "\($0.name):\($0.ownership.rawValue)" }
        return found == OwnershipProbe.expected
    }
}

/// A class with one field of each reference kind, read once at start to check the exact path.
final class OwnershipProbe {
    static let expected = [
        "strongField:strong", "weakField:weak", "unownedField:unowned", "unownedOptional:unowned",
        "unsafeField:unowned(unsafe)",
    ]

    var strongField: OwnershipProbe?
    weak var weakField: OwnershipProbe?
    unowned var unownedField: OwnershipProbe
    unowned var unownedOptional: OwnershipProbe?
    unowned(unsafe) var unsafeField: OwnershipProbe

    private init(target: OwnershipProbe) {
        unownedField = target
        unsafeField = target
    }
}

/// Lets a field's metatype say whether it is an Optional, and of what.
protocol OptionalType {
    static var wrapped: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrapped: Any.Type { Wrapped.self }
}

/// Lets a field's metatype say whether it is an Array, and of what.
protocol ArrayType {
    static var element: Any.Type { get }
}

extension Array: ArrayType {
    static var element: Any.Type { Element.self }
}
