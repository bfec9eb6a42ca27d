/// A line diff of two texts, the way `diff -u` marks lines: `  ` both, `- ` only in the first
/// (the learner's), `+ ` only in the second (the reference). Longest common subsequence of lines:
/// exercise files are short, so the quadratic table is small.
struct LineDifference {
    let old: [String]
    let new: [String]

    var lines: [String] {
        let rows = old.count, columns = new.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                common[row][column] = old[row] == new[column]
                    ? common[row + 1][column + 1] + 1 : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var result: [String] = []
        var row = 0, column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                result.append("  " + old[row])
                row += 1
                column += 1
            } else if row < rows, column == columns || common[row + 1][column] >= common[row][column + 1] {
                // Yours first, then the reference's, as `diff -u` shows a changed line.
                result.append("- " + old[row])
                row += 1
            } else {
                result.append("+ " + new[column])
                column += 1
            }
        }
        return result
    }

    /// Whether the two texts have the same lines.
    var isEmpty: Bool { old == new }

    /// The changed lines with `context` shared lines around each change; `…` where shared lines
    /// were left out.
    func hunks(context: Int) -> [String] {
        let all = lines
        let changed = all.indices.filter { !all[$0].hasPrefix("  ") }
        var kept: [String] = []
        var last = -1
        for index in all.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if index > last + 1 { kept.append("…") }
            kept.append(all[index])
            last = index
        }
        if last < all.count - 1, !kept.isEmpty { kept.append("…") }
        return kept
    }
}
