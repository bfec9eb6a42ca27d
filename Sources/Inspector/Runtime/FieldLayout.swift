/// The stored fields of class types, with their ownership read from the Swift runtime: the one
/// place Podbay touches the runtime's reflection ABI.
///
/// The exact path combines `swift_reflectionMirror_recursiveChildMetadata` (names, types,
/// offsets, and `isStrong`) with each class's field descriptor (weak vs unowned vs
/// unowned(unsafe), which `isStrong` alone cannot tell). The fallback — used only if a
/// self-check at start finds the exact path giving wrong answers on a known probe class — names
/// fields with `Mirror` and marks every reference `strong?`. Results are cached per type.
package final class FieldLayout {
    /// Which way fields are being read.
    enum Path: String, Equatable, Sendable {
        case runtime = "runtime field descriptors"
        case mirrorOnly = "Mirror only (ownership unknown)"
    }

    let path: Path
    /// The shapes of the value types fields hold, shared by every read through this layout.
    let shapes = ValueShapes()
    // Asked once per object a walk reads; no access overlaps another, so the runtime's
    // exclusivity bookkeeping is skipped.
    @exclusivity(unchecked) private var cache: [ObjectIdentifier: Plan] = [:]
    /// The last type asked about: heaps come in runs of one type, and this skips the hashing.
    @exclusivity(unchecked) private var last: (type: ObjectIdentifier, plan: Plan)?

    /// A class's stored fields, and how the walk reads each: the accesses and the fields' paths
    /// in buffers of its own, which the walk reads per object without retaining an array.
    final class Plan {
        let fields: [StoredField]
        let accesses: UnsafeMutableBufferPointer<FieldAccess>
        /// Each field's `.name`, by field index.
        let paths: UnsafeMutableBufferPointer<String>

        init(fields: [StoredField], shapes: ValueShapes? = nil) {
            self.fields = fields
            accesses = .allocate(capacity: shapes == nil ? 0 : fields.count)
            paths = .allocate(capacity: fields.count)
            _ = paths.initialize(from: fields.lazy.map(\.path))
            guard let shapes else { return }
            for (index, field) in fields.enumerated() {
                let shape = field.ownership == .strong ? field.type.map(shapes.shape) : nil
                accesses.initializeElement(at: index, to: FieldAccess(field, index: index, shape: shape))
            }
        }

        deinit {
            paths.deinitialize()
            paths.deallocate()
            accesses.deallocate()
        }
    }

    package init() {
        path = FieldLayout.runtimeReadsFields ? .runtime : .mirrorOnly
    }

    /// Whether this runtime's exact field reading works, tested once per process.
    private static let runtimeReadsFields = exactPathWorks()

    /// Every stored field of `type`, superclass fields first; empty on the fallback path.
    func fields(of type: AnyClass) -> [StoredField] {
        plan(of: type).fields
    }

    /// The fields of `type` with their accesses, built once per type.
    func plan(of type: AnyClass) -> Plan {
        guard path == .runtime else { return Plan(fields: []) }
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.plan }
        let plan = cache[key] ?? Plan(fields: Self.exactFields(of: type, shapes: shapes), shapes: shapes)
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
