extension TerminalView: ProgressRendering {
    package func render(_ progress: ProgressRenderable) {
        var lines = [style.paint("Progress", .bold) + ":"]
        let idWidth = progress.rows.map(\.id.count).max() ?? 0
        for row in progress.rows {
            let number = String(row.number)
            let head = String(repeating: " ", count: max(1, 4 - number.count)) + number + "  " + row.id.padding(idWidth) + "  "
            // A long row breaks between its parts, under its own column, so the number and id stay
            // alone on the left and no part is split.
            let parts = ["goals \(row.goalsMet) of \(row.steps),"] + Self.exerciseParts(row.exercises)
                + ["\(row.quiz),", "at step \(row.resumesAt)"]
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

    /// `exercise passed at check 2,`, `exercise not passed (3 checks),`, `exercise not tried,`;
    /// with several, `exercises 1 of 2 passed (5 checks),`. Counts from a hand-edited file are
    /// read as at least 0, and their sum stops at the largest number.
    private static func exerciseParts(_ exercises: [ProgressRenderable.Exercise]) -> [String] {
        guard !exercises.isEmpty else { return [] }
        let checks = exercises.reduce(0) { sum, exercise in
            let (added, overflow) = sum.addingReportingOverflow(max(0, exercise.checks))
            return overflow ? Int.max : added
        }
        let counted = checks == 1 ? "1 check" : "\(checks) checks"
        guard exercises.count == 1, let exercise = exercises.first else {
            let passed = exercises.filter { $0.passedAfter != nil }.count
            return ["exercises \(passed) of \(exercises.count) passed (\(counted)),"]
        }
        if let after = exercise.passedAfter { return ["exercise passed at check \(after),"] }
        return [exercise.checks <= 0 ? "exercise not tried," : "exercise not passed (\(counted)),"]
    }
}
