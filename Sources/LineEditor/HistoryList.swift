/// The lines a person entered, oldest first, de-duplicated and capped: a pure value.
package struct HistoryList: Equatable, Sendable {
    package static let defaultLimit = 1_000

    package private(set) var entries: [String]
    package let limit: Int

    package init(entries: [String] = [], limit: Int = HistoryList.defaultLimit) {
        self.limit = max(1, limit)
        self.entries = []
        for entry in entries { add(entry) }
    }

    /// Adds a line as the newest entry; an earlier copy moves up instead of repeating, blank lines
    /// are not kept, and the oldest entries fall off past the limit.
    /// - Returns: whether an earlier copy was removed (so a mirror of the list must be rebuilt).
    @discardableResult
    package mutating func add(_ line: String) -> Bool {
        guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { return false }
        var removed = false
        if let earlier = entries.firstIndex(of: line) {
            entries.remove(at: earlier)
            removed = true
        }
        entries.append(line)
        if entries.count > limit {
            entries.removeFirst(entries.count - limit)
            removed = true
        }
        return removed
    }
}
