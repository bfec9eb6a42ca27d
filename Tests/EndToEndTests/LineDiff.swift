/// A readable line diff for a failed golden comparison: each differing line with its number,
/// `-` for expected and `+` for actual.
struct LineDiff: CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(left.count, right.count) {
            let want = index < left.count ? String(left[index]) : nil
            let got = index < right.count ? String(right[index]) : nil
            guard want != got else { continue }
            if let want { lines.append("\(index + 1) - \(want)") }
            if let got { lines.append("\(index + 1) + \(got)") }
            if lines.count > 40 {
                lines.append("… (more differences)")
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
