/// One stored property of a class, as the runtime describes it.
package struct StoredField: Equatable, Sendable {
    let name: String
    /// The declared type, e.g. `Optional<BannerView>`, `Array<Node>`, `() -> ()`.
    let typeName: String
    let ownership: Ownership
    /// Byte offset of the field inside the instance.
    let offset: Int
    /// Index among all stored fields, superclass fields first (the runtime's recursive order).
    let index: Int
    /// The field's type is a function type: a stored closure.
    let isClosure: Bool
    /// A strong field of class type (or Optional of one) stores just the object pointer, so it can
    /// be read by offset without `Mirror`.
    let holdsObjectPointer: Bool
    /// A strong field of type `Array<SomeClass>`: laid out exactly as `Array<AnyObject>`.
    let holdsObjectArray: Bool
    /// `.name`, built once for every edge through this field.
    let path: String
    /// Whether the field itself is a reference (an object, weak, unowned, a closure's context),
    /// not a value that may hold references inside: `inspect` says `value` for the others.
    let isReference: Bool
    /// The field's type metadata, as a bit pattern so the field stays `Sendable`; 0 when unknown.
    let typeBits: UInt

    /// The field's type, when the runtime gave it.
    var type: Any.Type? {
        typeBits == 0 ? nil : unsafeBitCast(typeBits, to: Any.Type.self)
    }

    init(
        name: String, typeName: String, ownership: Ownership, offset: Int, index: Int, isClosure: Bool,
        holdsObjectPointer: Bool = false, holdsObjectArray: Bool = false, type: Any.Type? = nil, isReference: Bool = true
    ) {
        self.name = name
        self.typeName = typeName
        self.ownership = ownership
        self.offset = offset
        self.index = index
        self.isClosure = isClosure
        self.holdsObjectPointer = holdsObjectPointer
        self.holdsObjectArray = holdsObjectArray
        self.path = "." + name
        self.typeBits = type.map { UInt(bitPattern: unsafeBitCast($0, to: UnsafeRawPointer.self)) } ?? 0
        self.isReference = isReference
    }
}
