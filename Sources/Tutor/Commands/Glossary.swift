/// The words Podbay's output uses, explained: what `help words` lists and `help <word>` shows.
public struct Glossary: Equatable, Sendable {
    public let entries: [GlossaryEntry]

    public init(entries: [GlossaryEntry]) {
        self.entries = entries
    }

    /// The entry a word names, by its key or its term (`see-above`, `"see above"`, any case).
    public func entry(named word: String) -> GlossaryEntry? {
        let key = word.lowercased().replacingOccurrences(of: " ", with: "-")
        return entries.first { $0.key == key }
    }

    /// Every key, in the glossary's order.
    public var keys: [String] {
        entries.map(\.key)
    }
}
