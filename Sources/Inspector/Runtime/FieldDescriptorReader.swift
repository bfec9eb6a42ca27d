/// Reads the reference kind of each of a class's own fields from its field descriptor: the
/// field's mangled type name ends in `Xw` (weak), `Xo` (unowned) or `Xu` (unowned(unsafe)).
///
/// Layouts read (stable ABI): a type context descriptor holds, at byte 16, a relative pointer to
/// its field descriptor; that has the record size at 10, the count at 12, records from 16; each
/// record has relative pointers to the mangled type name at 4 and the field name at 8.
struct FieldDescriptorReader {
    /// Field name → ownership from the mangled type suffix, for `type`'s own fields only.
    func ownership(ofFieldsDeclaredBy type: Any.Type) -> [String: Ownership]? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let context = _podbayTypeContextDescriptor(metadata),
            let descriptor = Self.relative(context + 16)
        else { return nil }
        let recordSize = Int(descriptor.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(descriptor.load(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12 else { return nil }
        var result: [String: Ownership] = [:]
        for index in 0..<count {
            let record = descriptor + 16 + index * recordSize
            guard let namePointer = Self.relative(record + 8) else { continue }
            let name = String(cString: namePointer.assumingMemoryBound(to: CChar.self))
            result[name] = Self.relative(record + 4).map { MangledName(at: $0).ownership } ?? .strong
        }
        return result
    }

    /// A relative pointer: a signed 32-bit offset from its own address; 0 means none.
    static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }
}
