/// Fits one line of laid-out text (a graph tree, a route, a table row, a heading) to a width.
///
/// A line that fits is kept as it is. A longer one is broken at spaces; its continuation lines
/// start with the line's structure carried down (a tree's bars stay, `├─` goes on as `│`, `└─`
/// and a route's hop number as blanks) and two more spaces, so a continuation can never be read
/// as a branch or a hop of its own. Where the structure leaves too little room to wrap into, the
/// line is cut and ends with a marker instead: wrapping there would lie about the layout.
/// ANSI colour codes count as no width.
struct LineFitter {
    let width: Int
    let ascii: Bool

    /// Continuation lines need at least this many columns for text, or the line is cut.
    static let narrowest = 12

    func lines(_ line: String) -> [String] {
        guard line.visibleCount > width else { return [line] }
        let prefix = Self.structure(of: line)
        let continuation = Self.carried(prefix) + "  "
        guard width - continuation.count >= Self.narrowest, width - prefix.count >= Self.narrowest else {
            return [cut(line)]
        }
        var result: [String] = []
        var lead = prefix
        var rest = Substring(line.dropFirst(prefix.count))
        while rest.visibleCount > width - lead.count {
            let end = Self.index(in: rest, afterVisible: width - lead.count)
            // Break at a space: the one right after the last word that fits, or the last one
            // before it; a word longer than the room is cut where the room ends.
            var breakAt = end
            let fitsExactly = end < rest.endIndex && rest[end] == " "
            if !fitsExactly, let space = rest[..<end].lastIndex(of: " "),
                !Self.trimmedTrailingSpaces(rest[..<space]).isEmpty {
                breakAt = space
            } else if !fitsExactly, let mark = rest[..<end].lastIndex(where: Self.breaksAfter.contains),
                rest.distance(from: rest.startIndex, to: mark) >= 4 {
                // A name longer than the room breaks after its punctuation (`LoginCore#1.` /
                // `handleView(intent:)`) rather than inside a word.
                breakAt = rest.index(after: mark)
            }
            result.append(lead + Self.trimmedTrailingSpaces(rest[..<breakAt]))
            rest = rest[breakAt...].drop { $0 == " " }
            lead = continuation
        }
        if !rest.isEmpty { result.append(lead + rest) }
        return result
    }

    /// The line cut to the width, ending with a marker that says something was cut.
    private func cut(_ line: String) -> String {
        let marker = ascii ? "..." : "…"
        let end = Self.index(in: Substring(line), afterVisible: max(0, width - marker.count))
        return line[..<end] + marker + (line.contains("\u{1B}[") ? "\u{1B}[0m" : "")
    }

    /// The leading part that draws structure: spaces, tree glyphs and branches, and a route's
    /// hop number (`  2.1 `).
    static func structure(of line: String) -> String {
        var prefix = ""
        var rest = Substring(line)
        while let first = rest.first {
            if first == " " || first == "│" || first == "|" {
                prefix.append(first)
                rest = rest.dropFirst()
            } else if let branch = ["├─ ", "└─ ", "|- ", "`- "].first(where: { rest.hasPrefix($0) }) {
                prefix += branch
                rest = rest.dropFirst(branch.count)
            } else {
                break
            }
        }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        if !number.isEmpty, number.first?.isNumber == true, rest.dropFirst(number.count).first == " " {
            prefix += number + " "
        }
        return prefix
    }

    /// The structure as it continues below a line: vertical bars stay, a `├` (more siblings
    /// below) goes on as a bar, everything else is blank.
    static func carried(_ prefix: String) -> String {
        String(prefix.map { character -> Character in
            switch character {
            case "│", "├": "│"
            case "|": "|"
            default: " "
            }
        })
    }

    /// The index after `columns` visible characters of `text` (or its end), never inside an
    /// escape sequence.
    static func index(in text: Substring, afterVisible columns: Int) -> Substring.Index {
        var found = text.endIndex
        var count = 0
        text.forEachVisibleCharacter { index, _ in
            guard count < columns else {
                found = index
                return false
            }
            count += 1
            return true
        }
        return found
    }

    /// Characters a long name may break after.
    private static let breaksAfter: Set<Character> = [".", "(", ",", ":", "<", "#", "/"]

    private static func trimmedTrailingSpaces(_ text: Substring) -> Substring {
        var text = text
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
