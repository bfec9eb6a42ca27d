/// What tab should do with a word and its candidates: pure, so it is tested without a terminal.
package struct Completion: Equatable, Sendable {
    /// Text to insert at the cursor (may be empty).
    package let insertion: String
    /// Candidates to list under the line when the insertion alone does not decide.
    package let listing: [String]

    package init(insertion: String, listing: [String]) {
        self.insertion = insertion
        self.listing = listing
    }

    /// Completes `textBeforeCursor` from `candidates` of its last word: one candidate is inserted
    /// whole with a trailing space; several insert their common prefix, and are listed when that
    /// prefix adds nothing.
    package init(textBeforeCursor: String, candidates: [String]) {
        let word = Completion.lastWord(of: textBeforeCursor)
        let matching = candidates.filter { $0.hasPrefix(word) }
        guard let first = matching.first else {
            self.init(insertion: "", listing: [])
            return
        }
        if matching.count == 1 {
            self.init(insertion: String(first.dropFirst(word.count)) + " ", listing: [])
            return
        }
        let prefix = matching.dropFirst().reduce(first) { Completion.commonPrefix($0, $1) }
        let insertion = String(prefix.dropFirst(word.count))
        self.init(insertion: insertion, listing: insertion.isEmpty ? matching : [])
    }

    /// The word the cursor is in: everything after the last space.
    package static func lastWord(of text: String) -> String {
        guard let space = text.lastIndex(where: { $0 == " " || $0 == "\t" }) else { return text }
        return String(text[text.index(after: space)...])
    }

    private static func commonPrefix(_ left: String, _ right: String) -> String {
        var result = ""
        for (a, b) in zip(left, right) {
            guard a == b else { break }
            result.append(a)
        }
        return result
    }
}
