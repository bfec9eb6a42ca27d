import CommandLanguage
extension TerminalView: HelpRendering {
    package func render(_ list: CommandListRenderable) {
        var lines = [style.paint("Commands", .bold) + " (help <command> explains one):"]
        lines += columns(list.rows.map { (style.paint($0.usage, .cyan), $0.usage.count, $0.summary) })
        lines += wrapped(["'help words' explains the words the output uses (strong, weak, leaked, hop and more)."])
        write(lines)
    }

    package func render(_ help: CommandHelpRenderable) {
        var lines = ["usage: " + style.paint(help.usage, .cyan)]
        lines += wrapped([help.summary], indent: "  ")
        if !help.explanation.isEmpty { lines += wrapped([help.explanation], indent: "  ") }
        if !help.aliases.isEmpty { lines.append("also: " + help.aliases.joined(separator: ", ")) }
        let place = help.example.place.isEmpty ? "" : " " + help.example.place
        lines += wrapped(["example\(place): " + help.example.line])
        if !help.related.isEmpty { lines += wrapped(["related: " + help.related.map(\.rawValue).joined(separator: ", ")]) }
        if let word = help.word { lines += wrapped(["the word '\(word.term)': " + word.meaning]) }
        write(lines)
    }

    package func render(_ glossary: GlossaryRenderable) {
        guard glossary.whole else {
            write(glossary.entries.flatMap { wrapped([$0.term + ": " + $0.meaning]) })
            return
        }
        var lines = [style.paint("Words the output uses", .bold) + " (help <word>):"]
        lines += columns(glossary.entries.map { (style.paint($0.term, .cyan), $0.term.count, $0.meaning) })
        write(lines)
    }

    /// Two columns: a name (painted, with its visible length) and text wrapped beside it; a name
    /// too long for the column gets a line of its own. On a narrow terminal the text goes under
    /// its name instead, where a long word (`LoginCore#1.handleView(intent:)`) still fits.
    private func columns(_ rows: [(name: String, length: Int, text: String)]) -> [String] {
        let column = 22
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        guard style.width >= 60 else {
            return rows.flatMap { ["  " + $0.name] + wrapped([$0.text], indent: "    ") }
        }
        for row in rows {
            var text = wrapped([row.text], indent: indent)
            if row.length < column - 2, !text.isEmpty {
                let padding = String(repeating: " ", count: column - 2 - row.length)
                text[0] = "  " + row.name + padding + text[0].dropFirst(column)
            } else {
                text.insert("  " + row.name, at: 0)
            }
            lines += text
        }
        return lines
    }
}
