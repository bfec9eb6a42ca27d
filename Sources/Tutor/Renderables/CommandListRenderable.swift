package import CommandLanguage
/// The list `help` prints: every command's usage and what it does.
package struct CommandListRenderable: Equatable, Sendable {
    package struct Row: Equatable, Sendable {
        package let usage: String
        package let summary: String
    }

    package let rows: [Row]

    package init(table: CommandTable) {
        rows = table.commands.map { Row(usage: $0.usage, summary: $0.summary) }
    }
}

/// One command explained: `help <command>`.
package struct CommandHelpRenderable: Equatable, Sendable {
    package let usage: String
    package let summary: String
    package let explanation: String
    package let aliases: [String]
    package let example: CommandExample
    package let related: [String]
    /// The output's word of the same name, when there is one (`route`, `alive`).
    package let word: GlossaryEntry?

    package init(spec: CommandSpec, word: GlossaryEntry? = nil) {
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
package struct GlossaryRenderable: Equatable, Sendable {
    package let entries: [GlossaryEntry]
    /// Whether this is the whole glossary, which gets a heading.
    package let whole: Bool

    package init(entries: [GlossaryEntry], whole: Bool) {
        self.entries = entries
        self.whole = whole
    }
}

/// Views that can show command help.
package protocol HelpRendering: AnyObject {
    func render(_ list: CommandListRenderable)
    func render(_ help: CommandHelpRenderable)
    func render(_ glossary: GlossaryRenderable)
}
