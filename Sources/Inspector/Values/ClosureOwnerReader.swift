import CSwiftRuntime

/// Whose code a closure is, read from the closure itself: a method reference's object (its
/// context), or the one object it captures (`[weak self]`, `self`). A route names a message sent
/// from a closure by this, never by the channel it went on. A closure that captures no object, or
/// several, is nobody's that can be told: `nil`.
package final class ClosureOwnerReader {
    private let shapes = ValueShapes()
    /// Thunks wrap closures, a `var`'s box holds one: a few levels are enough, and a box that
    /// refers back to itself ends here.
    private let maximumDepth = 8

    package init() {}

    package func owner(of closure: Any) -> AnyObject? {
        func open<Value>(_ value: Value) -> AnyObject? {
            withUnsafePointer(to: value) { owner(at: UnsafeRawPointer($0), type: Value.self) }
        }
        return _openExistential(closure, do: open)
    }

    /// The owner of the closure whose context is `context` (what a hop hands over).
    package func owner(ofContext context: UnsafeRawPointer) -> AnyObject? {
        let captured = captures(ofContext: context)
        return captured.count == 1 ? captured[0] : nil
    }

    /// The context of the closure a chain of wrappers wraps: a reabstraction thunk (made each time
    /// a closure is passed where a generic one is expected) has a context of its own that holds
    /// only the closure it wraps. The same closure handed over and later run through two thunks
    /// is then known as the same (`ClosureAttachers`).
    package func innermostContext(_ context: UnsafeRawPointer) -> UnsafeRawPointer {
        var context = context
        for _ in 0..<maximumDepth {
            let captures = CaptureReader.captures(of: context).captures
            guard captures.count == 1, case .context(let inner) = captures[0] else { break }
            context = inner
        }
        return context
    }

    /// The function of the closure a chain of reabstraction thunks wraps (as `innermostContext`
    /// follows its context): the closure whose symbol says whose code it was written in. A
    /// function `isWrapper` does not call one (a closure of a type's code that captures only
    /// another closure) is where the walk stops: that closure is the one written there.
    package func innermostFunction(
        _ function: UnsafeRawPointer, context: UnsafeRawPointer, isWrapper: (UnsafeRawPointer) -> Bool
    ) -> UnsafeRawPointer {
        var function = function
        var current: UnsafeRawPointer? = context
        for _ in 0..<maximumDepth {
            guard isWrapper(function), let context = current, let wrapped = CaptureReader.wrappedClosure(in: context) else { break }
            function = wrapped.function
            current = wrapped.context
        }
        return function
    }

    /// The distinct live objects the closure whose context is `context` captures, in the order
    /// its context lists them: the route weighs them against who attached the closure.
    package func captures(ofContext context: UnsafeRawPointer) -> [AnyObject] {
        var captured: [AnyObject] = []
        collect(context: context, into: &captured, depth: 0)
        return captured
    }

    private func owner(at address: UnsafeRawPointer, type: Any.Type) -> AnyObject? {
        switch shapes.shape(of: type) {
        case .closure:
            return address.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self)
                .flatMap(owner(ofContext:))
        case .optional(let optional, let wrapped):
            return optional.isNil(at: address) ? nil : owner(at: address, type: wrapped)
        default:
            return nil
        }
    }

    /// The distinct live objects a context captures, directly or through the closures it wraps.
    private func collect(context: UnsafeRawPointer, into captured: inout [AnyObject], depth: Int) {
        guard depth < maximumDepth else { return }
        func add(_ object: AnyObject) {
            if !captured.contains(where: { $0 === object }) { captured.append(object) }
        }
        for capture in CaptureReader.captures(of: context).captures {
            switch capture {
            case .contextObject(let object):
                // A collection's storage as the context is the captured collection, no one's `self`.
                if case .none = shapes.storage(of: Swift.type(of: object)) { add(object) }
            case .stored(let address, let type, let ownership):
                if let object = object(at: address, type: type, ownership: ownership) { add(object) }
            case .context(let inner):
                collect(context: inner, into: &captured, depth: depth + 1)
            }
        }
    }

    /// The object a captured reference points at, loaded as its ownership allows: a freed weak
    /// one is nil, a dead unowned one and an `unowned(unsafe)` word are never loaded.
    private func object(at address: UnsafeRawPointer, type: Any.Type, ownership: Ownership) -> AnyObject? {
        switch ownership {
        case .weak:
            return ValueScanner.weakTarget(at: address)
        case .unowned:
            guard let pointer = address.load(as: UnsafeRawPointer?.self), !podbay_is_deallocating(pointer) else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        case .unownedUnsafe:
            return nil
        case .strong, .unknown:
            guard case .object = shapes.shape(of: type), let pointer = address.load(as: UnsafeRawPointer?.self) else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        }
    }
}
