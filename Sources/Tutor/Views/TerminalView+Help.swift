extension TerminalView: HelpRendering {
    public func render(_ list: CommandListRenderable) {
        let column = 22
        var lines = [style.paint("Commands", .bold) + " (help <command> explains one):"]
        let indent = String(repeating: " ", count: column)
        for row in list.rows {
            var summary = wrapped([row.summary], indent: indent)
            if row.usage.count < column - 2, !summary.isEmpty {
                let padding = String(repeating: " ", count: column - 2 - row.usage.count)
                summary[0] = "  " + style.paint(row.usage, .cyan) + padding + summary[0].dropFirst(column)
            } else {
                summary.insert("  " + style.paint(row.usage, .cyan), at: 0)
            }
            lines += summary
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
