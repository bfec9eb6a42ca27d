/// Edit distance between two words: how many one-character insertions, deletions, substitutions
/// or swaps of neighbours turn one into the other (optimal string alignment), so `grpah` is one
/// swap from `graph`.
package enum EditDistance {
    package static func between(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// The name among `names` a mistyped `word` most likely meant, ignoring case (`grpah` →
    /// `graph`, `mainbuton` → `mainButton`); nil when none is close.
    package static func closest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        // Long words are compared only up to a point: a typo is short, a pasted paragraph is not.
        guard lowered.count <= 40 else { return nil }
        let scored = names.map { (name: $0, distance: between(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
        // Short words allow one slip, longer ones two: `xyz` is no typo of `why`, `grpah` is of `graph`.
        let tolerance = min(lowered.count, best.name.count) <= 3 ? 1 : 2
        return best.distance <= tolerance ? best.name : nil
    }
}
