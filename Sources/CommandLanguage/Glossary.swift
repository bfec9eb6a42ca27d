#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The words Podbay's output uses, explained: what `help words` lists and `help <word>` shows.
package struct Glossary: Equatable, Sendable {
    package let entries: [GlossaryEntry]

    package init(entries: [GlossaryEntry]) {
        self.entries = entries
    }

    /// The entry a word names, by its key or its term (`see-above`, `"see above"`, any case).
    package func entry(named word: String) -> GlossaryEntry? {
        let key = word.lowercased().replacing(" ", with: "-")
        return entries.first { $0.key == key }
    }

    /// Every key, in the glossary's order.
    package var keys: [String] {
        entries.map(\.key)
    }
}
