import CSwiftRuntime
import SuperSimple

/// Finds the references inside a value by its layout: through struct and tuple fields (each with
/// the ownership its declaration gives it), Optionals, enum payloads, existentials, collections
/// and closure captures, labelling each with its path. Never through `Mirror` where an unowned
/// reference can be inside: reading a dead one would trap.
///
/// Dictionary and set members are visited in a sorted order, never the hash order, so every run
/// prints the same.
struct ValueScanner {
    /// One reference found inside a value.
    struct Found {
        enum Target {
            case object(AnyObject)
            /// An unowned reference whose object is gone.
            case dead
            /// An `unowned(unsafe)` word.
            case unsafeAddress(UInt)
            /// A closure whose captures cannot be read (`note` says why).
            case closure
            /// A value whose layout cannot be read (`note` says why).
            case unreadable
            /// A closure that leads to no reference: it captures nothing, or no live object now
            /// (`note` says which). Not an edge: `inspect` lists it, the graph does not.
            case quietClosure
        }

        let path: String
        let ownership: Ownership
        /// Found among a closure's captures.
        let isCapture: Bool
        let target: Target
        /// Why the reader could not see further, for `inspect`.
        let note: String?
    }

    let registry: ObjectRegistry
    let shapes: ValueShapes
    /// Ownership is unknown on the Mirror-only path: every strong reference found is `strong?`.
    let guessing: Bool
    private let maximumDepth = 32
    /// Contexts being read, outer ones included: a `var`'s box can hold a closure that captures
    /// the box. A context read before is read again (the same closure in two elements of an
    /// array holds what it captures from both).
    private var contexts: Set<UInt> = []
    /// How many weak references read so far were nil: a closure that leads nowhere says why.
    private var nilWeakReferences = 0

    init(registry: ObjectRegistry, shapes: ValueShapes, guessing: Bool = false) {
        self.registry = registry
        self.shapes = shapes
        self.guessing = guessing
    }

    /// Calls `found` for each reference inside the value of `type` stored at `address`, which its
    /// holder declared with `ownership`.
    mutating func scan(at address: UnsafeRawPointer, type: Any.Type, ownership: Ownership, path: String, found: (Found) -> Void) {
        visit(address, type, ownership, path, capture: false, depth: 0, found)
    }

    /// The same for a value already copied out as `Any` (the Mirror-only path).
    mutating func scan(_ value: Any, path: String, found: (Found) -> Void) {
        visit(any: value, path, capture: false, depth: 0, found)
    }

    private mutating func visit(
        _ address: UnsafeRawPointer, _ type: Any.Type, _ ownership: Ownership, _ path: String, capture: Bool, depth: Int,
        _ found: (Found) -> Void
    ) {
        guard depth < maximumDepth else { return }
        func emit(_ target: Found.Target, _ kind: Ownership, note: String? = nil) {
            let kind = guessing && kind == .strong ? .unknown : kind
            found(Found(path: path, ownership: kind, isCapture: capture, target: target, note: note))
        }
        switch ownership {
        case .weak:
            if let object = Self.weakTarget(at: address) { emit(.object(object), .weak) } else { nilWeakReferences += 1 }
            return
        case .unowned:
            // The first word is the object pointer (an unowned existential adds witness tables).
            guard let pointer = address.load(as: UnsafeRawPointer?.self) else { return }
            emit(podbay_is_deallocating(pointer) ? .dead : .object(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()), .unowned)
            return
        case .unownedUnsafe:
            let word = address.load(as: UInt.self)
            if word != 0 { emit(.unsafeAddress(word), .unownedUnsafe) }
            return
        case .strong, .unknown:
            break
        }
        switch shapes.shape(of: type) {
        case .nothing:
            return
        case .object:
            guard let pointer = address.load(as: UnsafeRawPointer?.self) else { return }
            emit(.object(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()), .strong)
        case .opaqueExistential:
            guard let (value, dynamicType) = Self.projectExistential(at: address) else { return }
            visit(value, dynamicType, .strong, path, capture: capture, depth: depth + 1, found)
        case .errorExistential:
            visit(any: address.assumingMemoryBound(to: (any Error).self).pointee, path, capture: capture, depth: depth + 1, found)
        case .closure:
            guard let context = address.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self) else {
                emit(.quietClosure, .strong, note: "captures nothing")
                return
            }
            // A closure that leads to no reference at all is still said (`inspect` lists each
            // element of an array of listeners), as one that captures no live object now.
            var led = false
            let nilBefore = nilWeakReferences
            visit(context: context, path, depth: depth + 1) { sighting in
                // A closure it captures that leads nowhere is this one's business, said once.
                if case .quietClosure = sighting.target { return }
                led = true
                found(sighting)
            }
            if !led {
                emit(.quietClosure, .strong, note: nilWeakReferences > nilBefore ? "captures no live object now: its weak capture is nil" : "captures no object")
            }
        case .optional(let optional, let wrapped):
            guard !optional.isNil(at: address) else { return }
            visit(address, wrapped, .strong, path, capture: capture, depth: depth + 1, found)
        case .enumeration(let type):
            guard let payload = Mirror(reflecting: Self.load(address, as: type)).children.first else { return }
            visit(any: payload.value, path + "." + (payload.label ?? "payload"), capture: capture, depth: depth + 1, found)
        case .fields(let fields):
            for field in fields {
                visit(address + field.offset, field.type, field.ownership, path + field.label, capture: capture, depth: depth + 1, found)
            }
        case .elements(let collection):
            let readsKeys = collection.keyType.map { !shapes.holdsNothing($0) } ?? false
            guard readsKeys || !shapes.holdsNothing(collection.elementType) else { return }
            collection.forEachElement(at: address, readsKeys: readsKeys, keyText: keyText, orderKey: orderKey) { suffix, element, elementType in
                visit(element, elementType, .strong, path + suffix, capture: capture, depth: depth + 1, found)
            }
        case .library(let type):
            for (index, child) in Mirror(reflecting: Self.load(address, as: type)).children.enumerated() {
                let label = child.label.map { $0.hasPrefix(".") ? $0 : "." + $0 } ?? ".\(index)"
                visit(any: child.value, path + label, capture: capture, depth: depth + 1, found)
            }
        case .unreadable(let reason):
            emit(.unreadable, .unknown, note: reason)
        }
    }

    /// A value copied out as `Any`, read by layout where the copy lives.
    private mutating func visit(any value: Any, _ path: String, capture: Bool, depth: Int, _ found: (Found) -> Void) {
        func open<T>(_ opened: T) {
            withUnsafePointer(to: opened) { visit(UnsafeRawPointer($0), T.self, .strong, path, capture: capture, depth: depth, found) }
        }
        _openExistential(value, do: open)
    }

    /// What a closure's context captures: each capture an edge marked as one, a thunk's or
    /// partial application's inner closure followed, a `var`'s box read through.
    private mutating func visit(context: UnsafeRawPointer, _ path: String, depth: Int, _ found: (Found) -> Void) {
        guard depth < maximumDepth, contexts.insert(UInt(bitPattern: context)).inserted else { return }
        defer { contexts.remove(UInt(bitPattern: context)) }
        let read = CaptureReader.captures(of: context)
        for capture in read.captures {
            switch capture {
            case .contextObject(let object):
                switch shapes.storage(of: type(of: object)) {
                case .none:
                    found(Found(path: path, ownership: guessing ? .unknown : .strong, isCapture: true, target: .object(object), note: nil))
                case .empty:
                    continue
                case .collection(let collection):
                    // The context word is the collection's own word: read as the collection, its
                    // elements each with their own ownership (a weak box stays weak).
                    withUnsafePointer(to: context) { word in
                        visit(UnsafeRawPointer(word), collection, .strong, path, capture: true, depth: depth + 1, found)
                    }
                }
            case .stored(let address, let type, let ownership):
                visit(address, type, ownership, path, capture: true, depth: depth + 1, found)
            case .context(let inner):
                visit(context: inner, path, depth: depth + 1, found)
            }
        }
        if let reason = read.unreadable {
            found(Found(path: path, ownership: guessing ? .unknown : .strong, isCapture: false, target: .closure, note: reason))
        }
    }

    /// Where a member goes among its collection's members: an object Podbay has named by its
    /// first sight (sorted numerically), one it has not by its type and its plain values (a
    /// vertex by its identifier), a value holding objects by its fields with each object so, and
    /// anything else by its text. Never the hash order, which changes with every process's seed,
    /// nor an address.
    private func orderKey(_ key: Any) -> String {
        if let string = key as? String { return "2" + string }
        if let identifier = key as? ObjectIdentifier {
            // Its address changes from run to run: the object's order of first sight, or else
            // nothing (a dictionary then orders such keys by their values).
            return registry.serial(ofLiveObjectAt: UInt(bitPattern: identifier)).map(Self.serialKey) ?? "3"
        }
        let isObject = TypeMetadata(type(of: key)).kind == .classInstance
        return (isObject ? "" : "2") + text(of: key, depth: 0) { object in
            if let serial = registry.serial(ofLiveObjectAt: UInt(bitPattern: ObjectIdentifier(object))) {
                return Self.serialKey(serial)
            }
            return "1" + TypeDisplayName.of(type(of: object)) + "\u{0}" + ContentKey(shapes: shapes).of(object)
        }
    }

    /// An order of first sight as a text that sorts numerically.
    private static func serialKey(_ serial: Int) -> String {
        let digits = String(serial)
        return "0" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }

    /// A member's key as printed in a path: strings quoted, objects by their stable name, a value
    /// holding objects by its fields with each object named (`Selection(photo: Photo#1)`), and
    /// never the name of the module a type is in (a loaded file's is generated).
    private func keyText(_ key: Any) -> String {
        if let string = key as? String { return SwiftLiteral.quoted(string) }
        if let identifier = key as? ObjectIdentifier {
            // Its address changes from run to run: the object's name, or a placeholder that does not.
            return registry.name(ofLiveObjectAt: UInt(bitPattern: identifier)).map { "ObjectIdentifier(\($0))" }
                ?? "ObjectIdentifier(an object Podbay has not seen)"
        }
        return text(of: key, depth: 0) { registry.name(of: $0) }
    }

    /// A value in words, each object in it spelled by `object`: a class instance by `object`, a
    /// value holding no reference as Swift describes it (its modules' names left out), a struct,
    /// Optional or enum holding references by the parts that hold them.
    private func text(of value: Any, depth: Int, object: (AnyObject) -> String) -> String {
        let type = Swift.type(of: value)
        if TypeMetadata(type).kind == .classInstance { return object(value as AnyObject) }
        if shapes.holdsNothing(type) || depth > 3 { return Self.withoutModules(String(describing: value), of: type) }
        func open<T>(_ opened: T) -> String {
            withUnsafePointer(to: opened) { text(at: UnsafeRawPointer($0), T.self, depth: depth, object: object) }
        }
        return _openExistential(value, do: open)
    }

    private func text(at address: UnsafeRawPointer, _ type: Any.Type, depth: Int, object: (AnyObject) -> String) -> String {
        switch shapes.shape(of: type) {
        case .object:
            guard let pointer = address.load(as: UnsafeRawPointer?.self) else { return "nil" }
            return object(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
        case .fields(let fields):
            // Only the fields that can hold a reference: the others are plain values, and the
            // objects' own names tell members apart.
            let parts = fields.map { field -> String in
                let label = field.label.dropFirst()
                switch field.ownership {
                case .weak:
                    return label + ": " + (Self.weakTarget(at: address + field.offset).map(object) ?? "nil")
                case .unowned, .unownedUnsafe:
                    // Never loaded here: it may be gone.
                    return label + ": " + field.ownership.rawValue
                case .strong, .unknown:
                    return label + ": " + text(at: address + field.offset, field.type, depth: depth + 1, object: object)
                }
            }
            return TypeDisplayName.of(type) + "(" + parts.joined(separator: ", ") + ")"
        case .optional(let optional, let wrapped):
            return optional.isNil(at: address) ? "nil" : text(at: address, wrapped, depth: depth + 1, object: object)
        case .enumeration(let type):
            let value = Self.load(address, as: type)
            guard let payload = Mirror(reflecting: value).children.first else {
                return Self.withoutModules(String(describing: value), of: type)
            }
            return (payload.label ?? "payload") + "(" + text(of: payload.value, depth: depth + 1, object: object) + ")"
        case .nothing:
            return Self.withoutModules(String(describing: Self.load(address, as: type)), of: type)
        default:
            return TypeDisplayName.of(type)
        }
    }

    /// `text` without `Module.` before the names of the types `type`'s module declares.
    private static func withoutModules(_ text: String, of type: Any.Type) -> String {
        // Most keys (numbers, plain words) name no type: their type's name is not asked for.
        guard text.contains(".") else { return text }
        let qualified = _typeName(type, qualified: true)
        guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("Swift.") else { return text }
        return text.replacing(qualified[...dot], with: "")
    }

    /// A weak reference's target, loaded by the runtime as `weak` itself loads it (nil once freed).
    static func weakTarget(at address: UnsafeRawPointer) -> AnyObject? {
        guard let loaded = podbay_weak_load_strong(address) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(loaded).takeRetainedValue()
    }

    /// The value inside an opaque existential and its dynamic type: in the three-word buffer, or
    /// in a box the buffer's first word points at when it does not fit.
    static func projectExistential(at address: UnsafeRawPointer) -> (UnsafeRawPointer, Any.Type)? {
        guard let metadata = address.load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self) else {
            return nil
        }
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        let layout = TypeMetadata(type).valueWitnesses
        if layout.isInline { return (address, type) }
        guard let box = address.load(as: UnsafeRawPointer?.self) else { return nil }
        let header = 2 * MemoryLayout<UnsafeRawPointer>.size
        return (box + ((header + layout.alignment - 1) & ~(layout.alignment - 1)), type)
    }

    /// A copy of the value of `type` at `address`, as `Any` (copying an unowned reference is
    /// safe; only loading a dead one traps).
    static func load(_ address: UnsafeRawPointer, as type: Any.Type) -> Any {
        func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
        return _openExistential(type, do: load)
    }
}
