/// What keeps a handed-over closure (and so its context) alive while its hop is open, and reads
/// the closure's context where it lies.
protocol ClosureKeeping: AnyObject {
    /// The closure's context, or nil when it captures nothing.
    var context: UnsafeRawPointer? { get }
    /// The closure's function (the thick closure's first word), or nil when it is not kept as a
    /// thick closure: whose code it is, read from its symbol.
    var function: UnsafeRawPointer? { get }
}

extension ClosureKeeping {
    /// The context of the closure stored as this object's first property: a closure is a function
    /// pointer and a context (swift/ABI: a thick function), after the object's two-word header.
    var contextOfFirstProperty: UnsafeRawPointer? {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            .load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
    }

    /// The function of the closure stored as this object's first property (the word before its context).
    var functionOfFirstProperty: UnsafeRawPointer? {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            .load(fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
    }
}
