import Foundation

extension SwiftSource {
    /// The statement holding `line`, in the innermost code block that has one there.
    func statement(containing line: Int) -> Statement? {
        for block in blocks(around: line) where block.isCode {
            if let found = statements(in: block).first(where: { $0.first <= line && line <= $0.last }) { return found }
        }
        return nil
    }
}

extension Array where Element == String {
    func replacing(_ index: Int, with line: String) -> [String] {
        var lines = self
        lines[index] = line
        return lines
    }
}

extension String {
    /// `T` → `T?`; an optional stays as it is.
    var optional: String { hasSuffix("?") ? self : self + "?" }

    /// A range of `self` as character offsets (a line's code and the line have the same offsets).
    func offsets(_ range: Range<String.Index>) -> Range<Int> {
        distance(from: startIndex, to: range.lowerBound)..<distance(from: startIndex, to: range.upperBound)
    }

    func replacing(_ offsets: Range<Int>, with replacement: String) -> String {
        var characters = Array(self)
        let lower = Swift.min(offsets.lowerBound, characters.count)
        let upper = Swift.min(offsets.upperBound, characters.count)
        characters.replaceSubrange(lower..<upper, with: Array(replacement))
        return String(characters)
    }

    /// Where `word` stands as a name of its own (not part of a longer name), as character offsets.
    func words(_ word: String) -> [Range<Int>] {
        let characters = Array(self)
        let wanted = Array(word)
        guard !wanted.isEmpty, characters.count >= wanted.count else { return [] }
        let isName = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        return (0...(characters.count - wanted.count)).compactMap { start in
            guard Array(characters[start..<(start + wanted.count)]) == wanted,
                start == 0 || !isName(characters[start - 1]),
                start + wanted.count == characters.count || !isName(characters[start + wanted.count])
            else { return nil }
            return start..<(start + wanted.count)
        }
    }

    /// Where the first of `texts` that comes at `offset` (spaces between ignored) ends, if one does.
    func follows(_ offset: Int, with texts: [String]) -> Int? {
        let characters = Array(self)
        for text in texts {
            var at = offset
            var matched = true
            for expected in text {
                while at < characters.count, characters[at] == " " { at += 1 }
                guard at < characters.count, characters[at] == expected else {
                    matched = false
                    break
                }
                at += 1
            }
            if matched { return at }
        }
        return nil
    }

    /// Whether `self.` comes just before `offset`.
    func hasSelf(before offset: Int) -> Bool {
        offset >= 5 && String(Array(self)[(offset - 5)..<offset]) == "self." && (offset == 5 || !Array(self)[offset - 6].isLetter)
    }

    /// Whether the name starting at `offset` is a member (`x.name`, `x?.name`), not a name of its own.
    func isMember(at offset: Int) -> Bool {
        guard offset > 0 else { return false }
        let before = Array(self)[offset - 1]
        return before == "." || before == "?"
    }
}
