extension TerminalView: HelpRendering {
    public func render(_ list: CommandListRenderable) {
        let column = 22
        var lines = [style.paint("Commands", .bold) + " (help <command> explains one):"]
        for row in list.rows {
            if row.usage.count < column - 2 {
                let padding = String(repeating: " ", count: column - 2 - row.usage.count)
                lines.append("  " + style.paint(row.usage, .cyan) + padding + row.summary)
            } else {
                lines.append("  " + style.paint(row.usage, .cyan))
                lines.append(String(repeating: " ", count: column) + row.summary)
            }
        }
        write(lines)
    }

    public func render(_ help: CommandHelpRenderable) {
        var lines = ["usage: " + style.paint(help.usage, .cyan)]
        lines += wrapped([help.summary], indent: "  ")
        if !help.aliases.isEmpty { lines.append("also: " + help.aliases.joined(separator: ", ")) }
        lines.append("example: " + style.paint(help.example, .cyan))
        write(lines)
    }
}
