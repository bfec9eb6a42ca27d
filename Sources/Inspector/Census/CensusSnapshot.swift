/// Which registered objects were alive at one moment, to compare with a later moment.
package struct CensusSnapshot: Sendable {
    /// How many entries the registry had.
    let entryCount: Int
    /// Serials of the entries alive then.
    let alive: Set<Int>

    package init(registry: ObjectRegistry) {
        entryCount = registry.entries.count
        alive = Set(registry.entries.filter(\.isAlive).map(\.serial))
    }
}
