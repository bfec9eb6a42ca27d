/// `alive`: live objects by type, and what the last action allocated and freed.
package struct CensusText {
    package init() {}

    /// `unreachable` names the live objects no root reaches through strong references: leaked,
    /// or held by something outside the graph.
    package func lines(registry: ObjectRegistry, lastChange: CensusChange?, unreachable: [String] = []) -> [String] {
        var byType: [(type: String, names: [String])] = []
        for entry in registry.entries where entry.isAlive && !entry.standsApart {
            if let index = byType.firstIndex(where: { $0.type == entry.typeName }) {
                byType[index].names.append(entry.name)
            } else {
                byType.append((entry.typeName, [entry.name]))
            }
        }
        let total = byType.reduce(0) { $0 + $1.names.count }
        var lines = ["alive: \(total) object\(total == 1 ? "" : "s") Podbay has seen"]
        for group in byType.sorted(by: { $0.type < $1.type }) {
            lines.append("  \(group.names.count) × \(group.type): \(group.names.joined(separator: " "))")
        }
        if let first = unreachable.first {
            lines.append("no root reaches \(unreachable.count) of them: \(unreachable.joined(separator: " "))")
            lines.append("  ('why \(first)' says what keeps it alive)")
        }
        guard let lastChange else {
            lines.append("last action: none yet (tap, type, break, fix or open)")
            return lines
        }
        lines.append("last action allocated: " + (lastChange.allocated.isEmpty ? "nothing" : lastChange.allocated.joined(separator: " ")))
        lines.append("last action freed: " + (lastChange.freed.isEmpty ? "nothing" : lastChange.freed.joined(separator: " ")))
        return lines
    }
}
