/// A mangled type name as reflection records store it (field descriptors, capture descriptors):
/// text with embedded symbolic references, each a control byte followed by a 4-byte relative or
/// pointer-sized absolute reference, which may hold 0s.
struct MangledName {
    let start: UnsafeRawPointer
    /// The name's bytes, each symbolic reference kept as its control byte alone.
    let bytes: [UInt8]
    /// The name's length in memory, references included.
    let length: Int

    init(at start: UnsafeRawPointer) {
        self.start = start
        var bytes: [UInt8] = []
        var position = 0
        while bytes.count < 4_096 {
            let byte = start.load(fromByteOffset: position, as: UInt8.self)
            if byte == 0 { break }
            switch byte {
            case 0x01...0x17: position += 1 + 4
            case 0x18...0x1F: position += 1 + MemoryLayout<UnsafeRawPointer>.size
            default: position += 1
            }
            bytes.append(byte)
        }
        self.bytes = bytes
        self.length = position
    }

    /// The reference kind its last two characters give: `Xw` weak, `Xo` unowned, `Xu`
    /// unowned(unsafe); strong otherwise.
    var ownership: Ownership {
        guard bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "X") else { return .strong }
        switch bytes[bytes.count - 1] {
        case UInt8(ascii: "w"): return .weak
        case UInt8(ascii: "o"): return .unowned
        case UInt8(ascii: "u"): return .unownedUnsafe
        default: return .strong
        }
    }

    /// Whether it ends in `suffix`.
    func hasSuffix(_ suffix: String) -> Bool {
        bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// The type the runtime resolves it to, without its last `dropping` bytes (an ownership
    /// suffix); nil when it names a generic parameter or a type the runtime cannot find.
    func resolved(dropping: Int = 0) -> Any.Type? {
        guard length > dropping else { return nil }
        return _getTypeByMangledNameInContext(
            start.assumingMemoryBound(to: UInt8.self), UInt(length - dropping), genericContext: nil, genericArguments: nil)
    }

    /// Text for a message: printable characters, a symbolic reference as `·`.
    var readable: String {
        String(decoding: bytes.map { $0 < 0x20 ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
    }
}
