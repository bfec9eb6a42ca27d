/// One word the output uses, and what it means there.
public struct GlossaryEntry: Equatable, Sendable {
    /// The word as the output prints it: `strong`, `see above`.
    public let term: String
    /// One or two sentences, true to what Podbay prints.
    public let meaning: String
    /// The text the output shows for the word, when it is not the term itself (`unreachable` is
    /// printed as "no root reaches").
    public let printed: String

    public init(_ term: String, printed: String? = nil, _ meaning: String) {
        self.term = term
        self.printed = printed ?? term
        self.meaning = meaning
    }

    /// What `help <word>` takes and Tab offers: the term in lowercase, spaces as hyphens
    /// (`see-above`), so it is one word on the command line.
    public var key: String {
        term.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
