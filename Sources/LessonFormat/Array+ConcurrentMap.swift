import Dispatch

extension Array where Element: Sendable {
    /// `map` with the elements spread over the machine's cores, results in order: lesson texts
    /// parse independently (most of Podbay's start-up), as a class's progress files decode
    /// independently (most of what `podbay class` does), and as `podbay lint` builds and runs
    /// exercise checks.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values()
    }
}

/// Results written from several threads, each index once, under a lock (a serial queue:
/// FoundationEssentials has no NSLock).
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = DispatchQueue(label: "podbay.concurrentMap")

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.sync { storage[index] = value }
    }

    func values() -> [Value] {
        lock.sync { storage.compactMap { $0 } }
    }
}
