/// What keeps a handed-over closure (and so its context) alive while its hop is open.
protocol ClosureKeeping: AnyObject {
    /// The closure's context, or nil when it captures nothing.
    var context: UnsafeRawPointer? { get }
}

/// A closure a hop runs, kept exactly as it was handed over, so its context can be read while the
/// hop lasts. Any generic copy (`withUnsafeBytes(of:)`, a conversion to `Any`, `Optional.map`)
/// would wrap it in a new thunk whose captures cannot be read; a stored property of its own type
/// holds it as it is, and is read where it lies.
final class HandedClosure<Argument>: ClosureKeeping {
    let closure: ((Argument) -> Void)?

    init(_ closure: ((Argument) -> Void)?) {
        self.closure = closure
    }

    var context: UnsafeRawPointer? {
        guard MemoryLayout<((Argument) -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return HandedClosureLayout.context(inFirstPropertyOf: self)
    }
}

/// The same for a closure that takes nothing (`onTick()`).
final class HandedAction: ClosureKeeping {
    let closure: (() -> Void)?

    init(_ closure: (() -> Void)?) {
        self.closure = closure
    }

    var context: UnsafeRawPointer? {
        guard MemoryLayout<(() -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return HandedClosureLayout.context(inFirstPropertyOf: self)
    }
}

/// Where a kept closure's context lies: a closure is a function pointer and a context (swift/ABI:
/// a thick function), stored as the object's first property, after its two-word header.
enum HandedClosureLayout {
    static func context(inFirstPropertyOf object: AnyObject) -> UnsafeRawPointer? {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            .load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
    }
}
