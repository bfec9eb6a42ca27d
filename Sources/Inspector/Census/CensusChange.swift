/// What happened between two snapshots: objects first seen (and still alive), objects freed.
package struct CensusChange: Equatable, Sendable {
    package let allocated: [String]
    package let freed: [String]

    /// Compares `before` with the registry now. "Freed" means the weak box went nil: real
    /// deallocation, nothing inferred.
    package init(since before: CensusSnapshot, registry: ObjectRegistry) {
        allocated = registry.entries.dropFirst(before.entryCount).filter { $0.isAlive && !$0.standsApart }.map(\.name)
        freed = registry.entries.prefix(before.entryCount)
            .filter { before.alive.contains($0.serial) && !$0.isAlive && !$0.standsApart }.map(\.name)
    }

    init(allocated: [String], freed: [String]) {
        self.allocated = allocated
        self.freed = freed
    }
}
