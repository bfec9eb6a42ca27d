#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One word the output uses, and what it means there.
package struct GlossaryEntry: Equatable, Sendable {
    /// The word as the output prints it: `strong`, `see above`.
    package let term: String
    /// One or two sentences, true to what Podbay prints.
    package let meaning: String
    /// The text the output shows for the word, when it is not the term itself (`unreachable` is
    /// printed as "no root reaches").
    package let printed: String

    package init(_ term: String, printed: String? = nil, _ meaning: String) {
        self.term = term
        self.printed = printed ?? term
        self.meaning = meaning
    }

    /// What `help <word>` takes and Tab offers: the term in lowercase, spaces as hyphens
    /// (`see-above`), so it is one word on the command line.
    package var key: String {
        term.lowercased().replacing(" ", with: "-")
    }
}
