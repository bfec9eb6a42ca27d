/// Lets a field's metatype say whether it is an Optional, and of what.
protocol OptionalType {
    static var wrapped: Any.Type { get }
    /// Whether the Optional stored at `address` is nil (its payload, if any, is at `address` too).
    static func isNil(at address: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalType {
    static var wrapped: Any.Type { Wrapped.self }

    static func isNil(at address: UnsafeRawPointer) -> Bool {
        address.assumingMemoryBound(to: Self.self).pointee == nil
    }
}
