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
    /// The shapes of the value types fields hold, shared by every read through this layout.
    let shapes = ValueShapes()
    // Asked once per object a walk reads; no access overlaps another, so the runtime's
    // exclusivity bookkeeping is skipped.
    @exclusivity(unchecked) private var cache: [ObjectIdentifier: Plan] = [:]
    /// The last type asked about: heaps come in runs of one type, and this skips the hashing.
    @exclusivity(unchecked) private var last: (type: ObjectIdentifier, plan: Plan)?

    /// A class's stored fields, and how the walk reads each.
    struct Plan {
        let fields: [StoredField]
        let accesses: [FieldAccess]
    }

    public init() {
        path = FieldLayout.exactPathWorks() ? .runtime : .mirrorOnly
    }

    /// Every stored field of `type`, superclass fields first; empty on the fallback path.
    public func fields(of type: AnyClass) -> [StoredField] {
        plan(of: type).fields
    }

    /// The fields of `type` with their accesses, built once per type.
    func plan(of type: AnyClass) -> Plan {
        guard path == .runtime else { return Plan(fields: [], accesses: []) }
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.plan }
        let plan = cache[key] ?? {
            let fields = Self.exactFields(of: type, shapes: shapes)
            return Plan(fields: fields, accesses: fields.enumerated().map { index, field in
                FieldAccess(field, index: index, shape: field.ownership == .strong ? field.type.map(shapes.shape) : nil)
            })
        }()
        cache[key] = plan
        last = (key, plan)
        return plan
    }

    static func exactFields(of type: AnyClass, shapes: ValueShapes = ValueShapes()) -> [StoredField] {
        var levels: [Any.Type] = []
        var level: AnyClass? = type
        while let current = level {
            levels.append(current)
            level = _getSuperclass(current)
        }
        return (StoredFieldReader.fields(of: type, levels: levels) ?? []).enumerated().map { index, field in
            // `_typeName` is what `String(describing:)` prints for a type, without the printing
            // machinery's conformance checks: a third of a cold `graph --self` (callgrind).
            let short = _typeName(field.type, qualified: false)
            // A constrained existential prints its requirement (`any P<Self.P.A == A>`), and its
            // argument without outer types: write it as Swift source does, nesting kept.
            let typeName = short.contains("Self.") ? TypeDisplayName.unqualified(TypeDisplayName.constrainedExistential(_typeName(field.type, qualified: true))) : short
            let shape = shapes.shape(of: field.type)
            let isObject: Bool
            if case .object = shape { isObject = true } else { isObject = false }
            let isClosure: Bool
            if case .closure = shape { isClosure = true } else { isClosure = false }
            return StoredField(
                name: field.name, typeName: typeName, ownership: field.ownership, offset: field.offset, index: index,
                isClosure: isClosure, holdsObjectPointer: field.ownership == .strong && isObject,
                holdsObjectArray: field.ownership == .strong && (field.type as? ArrayType.Type).map { $0.element is AnyClass } == true,
                type: field.type, isReference: field.ownership != .strong || isObject || isClosure)
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

/// How the walk reads one field, without copying its `StoredField` (three strings) per object:
/// a trivially copied word of kind and offset.
struct FieldAccess {
    enum Kind: UInt8 {
        /// A strong class-typed field (or Optional of one): the object pointer, or 0.
        case objectPointer
        /// A strong `Array<SomeClass>`: laid out as `Array<AnyObject>`.
        case objectArray
        /// A weak field: loaded by the runtime.
        case weak
        /// A value that can hold no reference (`Int`, `String`, a struct of those): skipped.
        case nothing
        /// A closure, or an Optional of one: read only when set and capturing something (a nil
        /// Optional's function word is 0; a closure capturing nothing has no context).
        case closure
        /// Anything else: read through `FieldReader.content(of:field:)`.
        case other
    }

    let kind: Kind
    let offset: Int
    /// The field's index in its plan's `fields`.
    let index: Int

    /// `shape` is the value shape of a strong field's type (nil for other fields).
    init(_ field: StoredField, index: Int, shape: ValueShape?) {
        if field.holdsObjectPointer {
            kind = .objectPointer
        } else if field.holdsObjectArray {
            kind = .objectArray
        } else if field.ownership == .weak {
            kind = .weak
        } else {
            switch shape {
            case .nothing?: kind = .nothing
            case .closure?: kind = .closure
            case .optional(_, let wrapped)? where TypeMetadata(wrapped).kind == .function: kind = .closure
            default: kind = .other
            }
        }
        offset = field.offset
        self.index = index
    }
}

/// Lets a field's metatype say whether it is an Optional, and of what.
protocol OptionalType {
    static var wrapped: Any.Type { get }
    /// Whether the Optional stored at `address` is nil (its payload, if any, is at `address` too).
    static func isNil(at address: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalType {
    static var wrapped: Any.Type { Wrapped.self }

    static func isNil(at address: UnsafeRawPointer) -> Bool {
        address.assumingMemoryBound(to: Self.self).pointee == nil
    }
}

/// Lets a field's metatype say whether it is an Array, and of what.
protocol ArrayType {
    static var element: Any.Type { get }
}

extension Array: ArrayType {
    static var element: Any.Type { Element.self }
}
