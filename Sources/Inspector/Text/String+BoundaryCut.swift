/// Cuts a value's text to a width only where a reader expects a break: after a space or a
/// punctuation mark, never inside a word (`done: fal…` reads as a different value).
extension String {
    /// The text itself when it fits `limit` characters; else its longest start that ends at a
    /// word or punctuation boundary and leaves room for `…`, with `…`; nil when even the first
    /// word does not fit.
    func cutAtBoundary(to limit: Int) -> String? {
        guard count > limit else { return self }
        guard limit > 1 else { return nil }
        let characters = Array(self)
        var end = limit - 1
        // A boundary: the next character is a space, or the last kept one is punctuation.
        while end > 0 {
            let kept = characters[end - 1], next = characters[end]
            // Never before a closing mark or a colon, which would start the next line.
            if next == " " || kept == " " || (",;:)]}".contains(kept) && !",;:)]}".contains(next)) { break }
            end -= 1
        }
        guard end > 0 else { return nil }
        let start = String(characters[..<end])
        let trimmed = start.hasSuffix(" ") ? String(start.dropLast()) : start
        return trimmed + "…"
    }
}
