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
            let mangled = Self.relative(record + 4).map(Self.mangledName) ?? []
            result[name] = Self.ownership(suffix: mangled.suffix(2))
        }
        return result
    }

    private static func ownership(suffix: ArraySlice<UInt8>) -> Ownership {
        switch Array(suffix) {
        case Array("Xw".utf8): .weak
        case Array("Xo".utf8): .unowned
        case Array("Xu".utf8): .unownedUnsafe
        default: .strong
        }
    }

    /// A relative pointer: a signed 32-bit offset from its own address; 0 means none.
    private static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// The bytes of a mangled name up to its end, stepping over symbolic references (a control
    /// byte followed by a 4-byte relative or pointer-sized absolute reference, which may hold 0s).
    private static func mangledName(_ start: UnsafeRawPointer) -> [UInt8] {
        var bytes: [UInt8] = []
        var position = 0
        while bytes.count < 4_096 {
            let byte = start.load(fromByteOffset: position, as: UInt8.self)
            switch byte {
            case 0:
                return bytes
            case 0x01...0x17:
                position += 1 + 4
            case 0x18...0x1F:
                position += 1 + MemoryLayout<UnsafeRawPointer>.size
            default:
                position += 1
            }
            bytes.append(byte)
        }
        return bytes
    }
}
