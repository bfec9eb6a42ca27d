extension TerminalView: CatalogRendering {
    package func render(_ catalog: CatalogRenderable) {
        var lines = [style.paint("Lessons", .bold) + " (open <number> or open <name>):"]
        let idWidth = catalog.rows.map(\.id.count).max() ?? 0
        let titleWidth = catalog.rows.map(\.title.count).max() ?? 0
        for row in catalog.rows {
            let number = String(row.number)
            lines.append(
                String(repeating: " ", count: max(1, 4 - number.count)) + number + "  "
                    + row.id.padding(idWidth) + "  " + row.title.padding(titleWidth) + "  " + Self.words(for: row.status))
        }
        if catalog.rows.isEmpty { lines.append("  (no lessons could be read)") }
        for broken in catalog.broken {
            lines.append(style.paint("  broken: \(broken.file): \(broken.reason)", .red))
        }
        if !catalog.broken.isEmpty { lines.append("  ('podbay lint' lists every problem)") }
        write(lines)
    }

    private static func words(for status: CatalogRenderable.Status) -> String {
        switch status {
        case .new: "new"
        case .inProgress(let step, let count, let quiz): "in progress: step \(step) of \(count), \(quiz)"
        case .done(let quiz): "done, \(quiz)"
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
