extension TerminalView: ProgressRendering {
    package func render(_ progress: ProgressRenderable) {
        var lines = [style.paint("Progress", .bold) + ":"]
        let idWidth = progress.rows.map(\.id.count).max() ?? 0
        for row in progress.rows {
            let number = String(row.number)
            let head = String(repeating: " ", count: max(1, 4 - number.count)) + number + "  " + row.id.padding(idWidth) + "  "
            // A long row breaks between its parts, under its own column, so the number and id stay
            // alone on the left and no part is split.
            let parts = ["goals \(row.goalsMet) of \(row.steps),", "\(row.quiz),", "at step \(row.resumesAt)"]
            var current = head
            for part in parts {
                if current.count > head.count, current.count + 1 + part.count > style.width {
                    lines.append(current)
                    current = String(repeating: " ", count: head.count) + part
                } else {
                    current += (current.count > head.count ? " " : "") + part
                }
            }
            lines.append(current)
        }
        if progress.rows.isEmpty { lines.append("  nothing yet: open a lesson with 'open 0'") }
        write(lines)
    }
}
