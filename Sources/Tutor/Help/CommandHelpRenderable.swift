package import CommandLanguage

/// One command explained: `help <command>`.
package struct CommandHelpRenderable: Equatable, Sendable {
    package let usage: String
    package let summary: String
    package let explanation: String
    package let aliases: [String]
    package let example: CommandExample
    package let related: [CommandName]
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
