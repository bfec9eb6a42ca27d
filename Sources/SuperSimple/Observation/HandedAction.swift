/// A closure that takes nothing (`onTick()`), kept as `HandedClosure` keeps one that takes an
/// argument.
final class HandedAction: ClosureKeeping {
    let closure: (() -> Void)?

    init(_ closure: (() -> Void)?) {
        self.closure = closure
    }

    var context: UnsafeRawPointer? {
        MemoryLayout<(() -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size ? contextOfFirstProperty : nil
    }

    var function: UnsafeRawPointer? {
        MemoryLayout<(() -> Void)?>.size == 2 * MemoryLayout<UnsafeRawPointer>.size ? functionOfFirstProperty : nil
    }
}
