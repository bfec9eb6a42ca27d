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
