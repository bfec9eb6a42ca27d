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
    public let aliases: [String]
    public let example: String

    public init(spec: CommandSpec) {
        usage = spec.usage
        summary = spec.summary
        aliases = spec.aliases
        example = spec.example
    }
}

/// Views that can show command help.
public protocol HelpRendering: AnyObject {
    func render(_ list: CommandListRenderable)
    func render(_ help: CommandHelpRenderable)
}
