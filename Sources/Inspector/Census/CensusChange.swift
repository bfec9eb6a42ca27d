/// What happened between two snapshots: objects first seen (and still alive), objects freed.
public struct CensusChange: Equatable, Sendable {
    public let allocated: [String]
    public let freed: [String]

    /// Compares `before` with the registry now. "Freed" means the weak box went nil: real
    /// deallocation, nothing inferred.
    public init(since before: CensusSnapshot, registry: ObjectRegistry) {
        allocated = registry.entries.dropFirst(before.entryCount).filter(\.isAlive).map(\.name)
        freed = registry.entries.prefix(before.entryCount).filter { before.alive.contains($0.serial) && !$0.isAlive }
            .map(\.name)
    }

    public init(allocated: [String], freed: [String]) {
        self.allocated = allocated
        self.freed = freed
    }
}
