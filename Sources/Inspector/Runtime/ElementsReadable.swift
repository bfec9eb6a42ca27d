/// A standard library collection whose elements the value reader visits in place: each element's
/// address and type, with the path suffix it prints under (`[2]`, `["key"]`, `{Leaf#3}`), and a
/// dictionary's keys too when they can hold references (`[key Tag#1]`: an object used as a key is
/// held by the dictionary as strongly as a value is).
///
/// Dictionaries and sets are visited in the order of their keys' `orderKey` (a text that depends
/// neither on the hash seed nor on which object Podbay named first), never the hash order, and
/// their keys' text (`keyText`, which may name an object) is made in that order: every run, in
/// every process, numbers and prints them the same.
protocol ElementsReadable {
    /// The type each visited element has (a dictionary's values).
    static var elementType: Any.Type { get }
    /// A dictionary's key type; nil for collections without keys.
    static var keyType: Any.Type? { get }
    /// `readsKeys`: whether a dictionary's keys are visited too, each before its value.
    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void)
}

extension ElementsReadable {
    static var keyType: Any.Type? { nil }
}

extension Array: ElementsReadable {
    static var elementType: Any.Type { Element.self }

    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        address.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { Self.visit($0, body) }
    }
}

extension ContiguousArray: ElementsReadable {
    static var elementType: Any.Type { Element.self }

    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        address.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { [Element].visit($0, body) }
    }
}

extension ArraySlice: ElementsReadable {
    static var elementType: Any.Type { Element.self }

    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        // A slice keeps its base's indices: `[1]` is what `slice[1]` reads.
        let slice = address.assumingMemoryBound(to: Self.self).pointee
        slice.withUnsafeBufferPointer { [Element].visit($0, from: slice.startIndex, body) }
    }
}

extension Array {
    /// Each element of a contiguous buffer, `[index]`, indices counted from `first`.
    fileprivate static func visit(
        _ buffer: UnsafeBufferPointer<Element>, from first: Int = 0, _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        guard let base = buffer.baseAddress else { return }
        for index in buffer.indices {
            body("[" + String(first + index) + "]", UnsafeRawPointer(base + index), Element.self)
        }
    }
}

extension Dictionary: ElementsReadable {
    static var elementType: Any.Type { Value.self }
    static var keyType: Any.Type? { Key.self }

    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        // Keys that order alike (`ObjectIdentifier`s of objects not named yet) go by their values.
        let pairs = address.assumingMemoryBound(to: Self.self).pointee.map {
            (order: orderKey($0.key), then: orderKey($0.value), key: $0.key, value: $0.value)
        }
        for pair in pairs.sorted(by: { ($0.order, $0.then) < ($1.order, $1.then) }) {
            let key = keyText(pair.key)
            if readsKeys { withUnsafePointer(to: pair.key) { body("[key " + key + "]", UnsafeRawPointer($0), Key.self) } }
            withUnsafePointer(to: pair.value) { body("[" + key + "]", UnsafeRawPointer($0), Value.self) }
        }
    }
}

extension Set: ElementsReadable {
    static var elementType: Any.Type { Element.self }

    static func forEachElement(
        at address: UnsafeRawPointer, readsKeys: Bool, keyText: (Any) -> String, orderKey: (Any) -> String,
        _ body: (String, UnsafeRawPointer, Any.Type) -> Void
    ) {
        let members = address.assumingMemoryBound(to: Self.self).pointee.map { (order: orderKey($0), value: $0) }
        for member in members.sorted(by: { $0.order < $1.order }) {
            let key = keyText(member.value)
            withUnsafePointer(to: member.value) { body("{" + key + "}", UnsafeRawPointer($0), Element.self) }
        }
    }
}
