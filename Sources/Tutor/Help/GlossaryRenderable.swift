package import CommandLanguage

/// Words of the output explained: `help words` (all of them) or `help <word>` (one).
package struct GlossaryRenderable: Equatable, Sendable {
    package let entries: [GlossaryEntry]
    /// Whether this is the whole glossary, which gets a heading.
    package let whole: Bool

    package init(entries: [GlossaryEntry], whole: Bool) {
        self.entries = entries
        self.whole = whole
    }
}
