import Dispatch

extension Array where Element: Sendable {
    /// `map` with the elements spread over the machine's cores (or over at most `workers`
    /// threads), results in order: lesson texts parse independently (most of Podbay's start-up),
    /// as a class's progress files decode independently (most of what `podbay class` does), and as
    /// `podbay lint` and `make mutants` build and run exercise checks.
    package func concurrentMap<Result: Sendable>(
        workers: Int = .max, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: count)
        // Each worker takes the next element until none is left, so `workers` bounds how many
        // transforms run at once (a check scene's build is a compiler process each).
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(workers, count))) { _ in
            while let index = slots.nextIndex() {
                slots.set(index, transform(self[index]))
            }
        }
        return slots.values()
    }
}

/// Results written from several threads, each index once, and the next index to work on.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let count: Int
    private let taken = SharedCounter()
    private let lock = DispatchQueue(label: "podbay.concurrentMap")

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
        self.count = count
    }

    /// The next index no worker has taken; nil when all are.
    func nextIndex() -> Int? {
        let next = taken.add() - 1
        return next < count ? next : nil
    }

    func set(_ index: Int, _ value: Value) {
        lock.sync { storage[index] = value }
    }

    func values() -> [Value] {
        lock.sync { storage.compactMap { $0 } }
    }
}
