/// The superclasses of an object's class, read from the runtime, nearest first.
package enum Superclasses {
    /// `["TapCountingInteraction"]` for a subclass of it; empty for a class of its own.
    package static func of(_ object: AnyObject) -> [String] {
        var names: [String] = []
        var current: AnyClass? = _getSuperclass(type(of: object))
        while let level = current {
            names.append(TypeDisplayName.of(level))
            current = _getSuperclass(level)
        }
        return names
    }
}
