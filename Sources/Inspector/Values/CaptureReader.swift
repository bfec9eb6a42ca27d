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

    /// The one closure a context holds as its only capture, function and context, as a
    /// reabstraction thunk's context holds the closure it wraps; nil for any other context.
    static func wrappedClosure(in context: UnsafeRawPointer) -> (function: UnsafeRawPointer, context: UnsafeRawPointer?)? {
        let alignment = UInt(MemoryLayout<UnsafeRawPointer>.alignment)
        guard UInt(bitPattern: context) % alignment == 0,
            let metadata = context.load(as: UnsafeRawPointer?.self), UInt(bitPattern: metadata) % alignment == 0,
            metadata.load(as: UInt.self) == 0x400,
            let descriptor = metadata.load(fromByteOffset: 16, as: UnsafeRawPointer?.self),
            descriptor.load(as: UInt32.self) == 1,
            let start = FieldDescriptorReader.relative(descriptor + 12),
            implFunctionIsThick(MangledName(at: start)) == true
        else { return nil }
        let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        let offset = aligned(Int(metadata.load(fromByteOffset: 8, as: UInt32.self)) + bindings * MemoryLayout<UnsafeRawPointer>.size, 8)
        guard let function = context.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) else { return nil }
        return (function, context.load(fromByteOffset: offset + 8, as: UnsafeRawPointer?.self))
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
            let dropped = ownership == .strong ? 0 : 2
            guard let type = name.resolved(dropping: dropped)
                ?? boundType(name, dropping: dropped, descriptor: descriptor, captures: count, context: context, metadata: metadata)
            else {
                // Its size, and so where the next capture starts, is unknown too.
                return (captures, bindings > 0
                    ? "a closure made in generic code: the type of its capture \(index + 1) is built from a generic parameter, which Podbay cannot resolve"
                    : "the type of capture \(index + 1) (\(name.readable)) cannot be resolved at run time")
            }
            let layout = TypeMetadata(type).valueWitnesses
            offset = aligned(offset, layout.alignment)
            captures.append(.stored(context + offset, type, ownership))
            offset += layout.size
        }
        return (captures, nil)
    }

    /// A capture whose type is one of the generic parameters the closure was made with (`value`
    /// in `{ _ = value }` in a `Relay<Value>`): its metadata is one of the context's bindings, as a
    /// metadata source record says (`x` from `B0`, binding 0). Nil for any other name (a type
    /// built from a parameter, `Relay<Value>`, would need the runtime to substitute it).
    private static func boundType(
        _ name: MangledName, dropping: Int, descriptor: UnsafeRawPointer, captures: Int, context: UnsafeRawPointer,
        metadata: UnsafeRawPointer
    ) -> Any.Type? {
        let wanted = name.bytes.dropLast(dropping)
        let sources = Int(descriptor.load(fromByteOffset: 4, as: UInt32.self))
        let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        let records = descriptor + 12 + 4 * captures
        for index in 0..<sources {
            guard let typeName = FieldDescriptorReader.relative(records + 8 * index),
                let sourceName = FieldDescriptorReader.relative(records + 8 * index + 4),
                MangledName(at: typeName).bytes.elementsEqual(wanted)
            else { continue }
            let source = MangledName(at: sourceName).bytes
            guard source.first == UInt8(ascii: "B"), source.count > 1, source.dropFirst().allSatisfy({ (0x30...0x39).contains($0) }),
                let binding = Int(String(decoding: source.dropFirst(), as: UTF8.self)), binding < bindings
            else { return nil }
            let first = Int(metadata.load(fromByteOffset: 8, as: UInt32.self))
            guard let word = context.load(fromByteOffset: first + binding * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
            else { return nil }
            return unsafeBitCast(word, to: Any.Type.self)
        }
        return nil
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
