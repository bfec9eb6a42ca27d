/// Reads what a closure's context holds.
///
/// A Swift closure is a function pointer and a context. The context is nil (nothing captured),
/// an object (one strong capture, or a method reference's `self`, passed as the context itself),
/// or a heap box whose metadata (kind: heap local variable) points at a capture descriptor from
/// the `swift5_capture` reflection records: the captured types as mangled names, where `Xw`,
/// `Xo`, `Xu` mark weak, unowned and unowned(unsafe) captures, `Xx` a captured `var`'s box, and an
/// impl function type (`…I…_`) another closure, as a reabstraction thunk or partial application
/// captures the closure it wraps. Captures follow the box's header (and a generic closure's
/// bindings) in order, each aligned to its type (swift/ABI/Metadata.h, RemoteInspection's
/// capture records).
enum CaptureReader {
    /// One thing a context holds.
    enum Capture {
        /// The context is itself this object.
        case contextObject(AnyObject)
        /// A captured value at this address, with its type and the ownership its capture declared.
        case stored(UnsafeRawPointer, Any.Type, Ownership)
        /// Another context to read: a captured closure's, or a captured `var`'s box.
        case context(UnsafeRawPointer)
    }

    /// The captures read, and why reading stopped, if it stopped before the end.
    static func captures(of context: UnsafeRawPointer) -> (captures: [Capture], unreadable: String?) {
        // A context is a heap object: aligned, its first word aligned metadata. Anything else is
        // not read (a load from it would trap).
        let alignment = UInt(MemoryLayout<UnsafeRawPointer>.alignment)
        guard UInt(bitPattern: context) % alignment == 0,
            let metadata = context.load(as: UnsafeRawPointer?.self), UInt(bitPattern: metadata) % alignment == 0
        else {
            return ([], "its context is not an object the runtime allocated")
        }
        let kind = metadata.load(as: UInt.self)
        switch kind {
        case 0, 0x800...:
            return ([.contextObject(Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue())], nil)
        case 0x400:
            return boxCaptures(of: context, metadata: metadata)
        case 0x500:
            // A box the runtime allocated for a generic type: its offset and type in its metadata.
            let offset = Int(metadata.load(fromByteOffset: 8, as: UInt32.self))
            return ([.stored(context + offset, metadata.load(fromByteOffset: 16, as: Any.Type.self), .strong)], nil)
        default:
            return ([], "its context is a runtime object of kind 0x\(String(kind, radix: 16)), not a capture box")
        }
    }

    private static func boxCaptures(of context: UnsafeRawPointer, metadata: UnsafeRawPointer) -> ([Capture], String?) {
        guard let descriptor = metadata.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else {
            return ([], "its context has no capture descriptor (code built without reflection metadata)")
        }
        let count = Int(descriptor.load(as: UInt32.self))
        let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        var captures: [Capture] = []
        // A closure made in generic code (a reabstraction thunk that stores a `(String) -> ()` in
        // an `Observable<Value>`'s `[(Value) -> Void]`) keeps the generic parameters' metadata
        // and witness tables first, a word each, then its captures.
        var offset = Int(metadata.load(fromByteOffset: 8, as: UInt32.self)) + bindings * MemoryLayout<UnsafeRawPointer>.size
        for index in 0..<count {
            guard let start = FieldDescriptorReader.relative(descriptor + 12 + 4 * index) else {
                return (captures, "capture \(index + 1) has no type name")
            }
            let name = MangledName(at: start)
            if name.hasSuffix("Xx") {
                offset = aligned(offset, 8)
                if let box = context.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) { captures.append(.context(box)) }
                offset += 8
                continue
            }
            if let thick = implFunctionIsThick(name) {
                offset = aligned(offset, 8)
                if thick, let inner = context.load(fromByteOffset: offset + 8, as: UnsafeRawPointer?.self) {
                    captures.append(.context(inner))
                }
                offset += thick ? 16 : 8
                continue
            }
            let ownership = name.ownership
            guard let type = name.resolved(dropping: ownership == .strong ? 0 : 2) else {
                // Its size, and so where the next capture starts, is unknown too.
                return (captures, bindings > 0
                    ? "a generic closure: the type of capture \(index + 1) (\(name.readable)) depends on generic parameters"
                    : "the type of capture \(index + 1) (\(name.readable)) cannot be resolved at run time")
            }
            let layout = TypeMetadata(type).valueWitnesses
            offset = aligned(offset, layout.alignment)
            captures.append(.stored(context + offset, type, ownership))
            offset += layout.size
        }
        return (captures, nil)
    }

    /// For an impl function type (`…I` attributes `_`): whether it has a context (callee
    /// convention `y`, `g` or `x`) or is thin (`t`); nil for any other name.
    static func implFunctionIsThick(_ name: MangledName) -> Bool? {
        let bytes = name.bytes
        guard bytes.last == UInt8(ascii: "_"), let marker = bytes.lastIndex(of: UInt8(ascii: "I")) else { return nil }
        var position = marker + 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") { position += 1 }
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "x"): return true
        case UInt8(ascii: "t"): return false
        default: return nil
        }
    }

    private static func aligned(_ offset: Int, _ alignment: Int) -> Int {
        (offset + alignment - 1) & ~(alignment - 1)
    }
}
