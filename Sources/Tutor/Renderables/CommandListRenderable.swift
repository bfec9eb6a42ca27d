/// The list `help` prints: every command's usage and what it does.
public struct CommandListRenderable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let usage: String
        public let summary: String
    }

    public let rows: [Row]

    public init(table: CommandTable) {
        rows = table.commands.map { Row(usage: $0.usage, summary: $0.summary) }
    }
}

/// One command explained: `help <command>`.
public struct CommandHelpRenderable: Equatable, Sendable {
    public let usage: String
    public let summary: String
    public let explanation: String
    public let aliases: [String]
    public let example: CommandExample
    public let related: [String]
    /// The output's word of the same name, when there is one (`route`, `alive`).
    public let word: GlossaryEntry?

    public init(spec: CommandSpec, word: GlossaryEntry? = nil) {
        usage = spec.usage
        summary = spec.summary
        explanation = spec.explanation
        aliases = spec.aliases
        example = spec.example
        related = spec.related
        self.word = word
    }
}

/// Words of the output explained: `help words` (all of them) or `help <word>` (one).
public struct GlossaryRenderable: Equatable, Sendable {
    public let entries: [GlossaryEntry]
    /// Whether this is the whole glossary, which gets a heading.
    public let whole: Bool

    public init(entries: [GlossaryEntry], whole: Bool) {
        self.entries = entries
        self.whole = whole
    }
}

/// Views that can show command help.
public protocol HelpRendering: AnyObject {
    func render(_ list: CommandListRenderable)
    func render(_ help: CommandHelpRenderable)
    func render(_ glossary: GlossaryRenderable)
}
