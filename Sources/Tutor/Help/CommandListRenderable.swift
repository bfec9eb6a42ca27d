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
