/// The few facts about a type's runtime metadata that reading values by layout needs: its kind,
/// how an existential of it is represented, and whether a function of it carries a context.
///
/// Layouts read (stable ABI, swift/ABI/Metadata.h): the metadata's first word is its kind (a class
/// has 0, or an isa pointer above 0x7FF where Objective-C interoperates); an existential's flags
/// are the 32 bits after it (a constrained one's shape pointer); a function's flags likewise; a tuple has its element count at 8, its
/// labels at 16 and 16-byte `(type, offset)` elements from 24.
struct TypeMetadata {
    enum Kind: Equatable {
        case classInstance, structure, enumeration, optional, tuple, function, existential, other
    }

    /// How a value of an existential type is stored.
    enum ExistentialRepresentation: Equatable {
        /// The first word is the object (a class-bound protocol, `AnyObject`).
        case classBound
        /// Three words of buffer, then the dynamic type (`Any`, other protocols).
        case opaque
        /// One word: a box of its own (`any Error`).
        case error
    }

    let pointer: UnsafeRawPointer

    init(_ type: Any.Type) {
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    var kind: Kind {
        let raw = pointer.load(as: UInt.self)
        switch raw {
        case 0, 0x800...: return .classInstance
        case 0x200: return .structure
        case 0x201: return .enumeration
        case 0x202: return .optional
        case 0x301: return .tuple
        case 0x302: return .function
        case 0x303, 0x307: return .existential
        default: return .other
        }
    }

    /// For an existential type: how its values are laid out. A constrained existential
    /// (`any P<T>`, kind 0x307) says so in its shape's flags: special kind 1 is class-bound, 0 is
    /// opaque (2, a metatype, and 3, an explicit layout, hold no object this reader follows).
    var existentialRepresentation: ExistentialRepresentation? {
        if pointer.load(as: UInt.self) == 0x307 {
            let shape = pointer.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
            switch shape.load(as: UInt32.self) & 0xFF {
            case 0: return .opaque
            case 1: return .classBound
            default: return nil
            }
        }
        let flags = pointer.load(fromByteOffset: 8, as: UInt32.self)
        if flags & 0x3F00_0000 != 0 { return .error }
        return flags & 0x8000_0000 == 0 ? .classBound : .opaque
    }

    /// For a function type: whether it is a Swift closure (a function pointer and a context), not
    /// a thin, C or block function.
    var isThickFunction: Bool {
        let flags = pointer.load(fromByteOffset: 8, as: UInt.self)
        return (flags >> 16) & 0xFF == 0
    }

    /// For a tuple type: each element's label (empty when none), type and offset.
    var tupleElements: [(label: String, type: Any.Type, offset: Int)] {
        let count = pointer.load(fromByteOffset: 8, as: Int.self)
        let labels = pointer.load(fromByteOffset: 16, as: UnsafePointer<CChar>?.self)
            .map { String(cString: $0).split(separator: " ", omittingEmptySubsequences: false).map(String.init) } ?? []
        return (0..<count).map { index in
            let element = pointer + 24 + index * 16
            // The offset is 32 bits followed by padding off Apple platforms, a word on them; the low
            // 32 bits read the same on either (little-endian).
            return (
                index < labels.count ? labels[index] : "", element.load(as: Any.Type.self),
                Int(element.load(fromByteOffset: 8, as: UInt32.self))
            )
        }
    }

    /// The size, alignment and inline-ness (in an existential's buffer) from the value witnesses.
    var valueWitnesses: (size: Int, alignment: Int, isInline: Bool, isPOD: Bool) {
        let witnesses = pointer.load(fromByteOffset: -8, as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: 80, as: UInt32.self)
        return (witnesses.load(fromByteOffset: 64, as: Int.self), Int(flags & 0xFF) + 1, flags & 0x2_0000 == 0, flags & 0x1_0000 == 0)
    }
}
