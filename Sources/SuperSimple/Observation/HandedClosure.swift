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
        MemoryLayout<((Argument) -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size ? contextOfFirstProperty : nil
    }

    var function: UnsafeRawPointer? {
        MemoryLayout<((Argument) -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size ? functionOfFirstProperty : nil
    }
}
