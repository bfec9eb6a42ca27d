extension TerminalView: ProgressRendering {
    public func render(_ progress: ProgressRenderable) {
        var lines = [style.paint("Progress", .bold) + ":"]
        let idWidth = progress.rows.map(\.id.count).max() ?? 0
        for row in progress.rows {
            let number = String(row.number)
            lines.append(
                String(repeating: " ", count: max(1, 4 - number.count)) + number + "  " + row.id.padding(idWidth)
                    + "  goals \(row.goalsMet) of \(row.steps), quiz \(row.quizRight) of \(row.questions) right"
                    + ", at step \(row.resumesAt)")
        }
        if progress.rows.isEmpty { lines.append("  nothing yet: open a lesson with 'open 0'") }
        write(lines)
    }
}
