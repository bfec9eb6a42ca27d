import Dispatch

/// A count several threads add to, each getting the count as it stood after its own addition:
/// `concurrentMap`'s next element to work on, and how many jobs are done when a tool says its
/// progress from its workers (`make mutants`). Under a lock (a serial queue: FoundationEssentials
/// has no NSLock).
package final class SharedCounter: @unchecked Sendable {
    private var count = 0
    private let lock = DispatchQueue(label: "podbay.SharedCounter")

    package init() {}

    /// Counts one more; the count now (1 the first time).
    package func add() -> Int {
        lock.sync {
            count += 1
            return count
        }
    }
}
