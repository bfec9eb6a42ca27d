import SuperSimple
/// The report as a text table that fits `width` columns: the student first, a column per lesson,
/// then hints, quiz and "stuck at". A table wider than that is printed in parts, each starting
/// with the student again, and says so.
package struct ClassTableText {
    package let width: Int

    package init(width: Int) {
        self.width = width
    }

    package func render(_ report: ClassReport) -> String {
        guard !report.students.isEmpty else { return "no student's progress could be read\n" }
        let names = Column(header: "student", cells: report.students.map(\.name))
        var columns = report.lessons.map { lesson in
            Column(header: lesson.header, cells: report.students.map { $0.cells[lesson.id]?.text ?? "-" })
        }
        columns.append(Column(header: "hints", cells: report.students.map { $0.hints.map(String.init) ?? "?" }))
        columns.append(Column(header: "quiz", cells: report.students.map(\.quizText)))
        columns.append(Column(header: "ex", cells: report.students.map { String($0.exercisesPassed) }))
        columns.append(Column(header: "stuck at", cells: report.students.map { row in
            row.counted ? row.stuckAt?.text ?? "-" : "?"
        }))
        // The student column takes at most a third of the width; a longer name is cut with "...".
        let nameWidth = min(names.width, max(7, width / 3))
        let parts = pack(columns, room: width - nameWidth - Self.gap)
        var lines: [String] = []
        if parts.count > 1 {
            lines += wrap("The table is wider than \(width) columns: it is printed in \(parts.count) parts, each starting with the student.")
        }
        for (index, part) in parts.enumerated() {
            if index > 0 { lines.append("") }
            let widths = [nameWidth] + part.map(\.width)
            lines.append(row([names.header] + part.map(\.header), widths: widths))
            lines.append(String(repeating: "-", count: min(width, widths.reduce(0, +) + Self.gap * part.count)))
            for student in report.students.indices {
                lines.append(row([names.cells[student]] + part.map { $0.cells[student] }, widths: widths))
            }
        }
        lines.append("")
        lines += legend(report)
        return lines.joined(separator: "\n") + "\n"
    }

    private static let gap = 2

    private struct Column {
        let header: String
        let cells: [String]

        var width: Int {
            ([header] + cells).map(\.count).max() ?? 0
        }
    }

    /// Columns in order, as many to a part as fit in `room`; a part has at least one.
    private func pack(_ columns: [Column], room: Int) -> [[Column]] {
        var parts: [[Column]] = [[]]
        var used = 0
        for column in columns {
            let needed = Self.gap + column.width
            if used + needed > room, let last = parts.last, !last.isEmpty {
                parts.append([])
                used = 0
            }
            parts[parts.count - 1].append(column)
            used += needed
        }
        return parts
    }

    /// Texts padded to their column's width; the first (the student) cut to fit it.
    private func row(_ texts: [String], widths: [Int]) -> String {
        var line = ""
        for (index, text) in texts.enumerated() {
            if index > 0 { line += String(repeating: " ", count: Self.gap) }
            let shown = index == 0 ? cut(text, to: widths[0]) : text
            line += shown + String(repeating: " ", count: max(0, widths[index] - shown.count))
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    private func cut(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(0, limit - 3))) + "..."
    }

    private func legend(_ report: ClassReport) -> [String] {
        var lines: [String] = []
        let named = report.lessons.map { lesson in lesson.number.map { "L\($0) \(lesson.id)" } ?? "\(lesson.id) (not a lesson this Podbay knows)" }
        lines += wrap("Lessons: " + named.joined(separator: ", ") + ".")
        if !report.unopened.isEmpty {
            lines += wrap("Opened by no one: " + report.unopened.map { "L\($0.number ?? 0) \($0.id)" }.joined(separator: ", ") + ".")
        }
        lines += wrap("A cell is the step reached / the lesson's steps, and g the goals met ('-': not opened). hints: hints asked. quiz: questions right first time / answered. ex: exercises passed. stuck at: the lesson and step where the student tried the most commands (at least \(StuckStep.fewestCommands)) without meeting its goal, and how many ('?': the file is too old to say).")
        return lines
    }

    /// `text` in lines of at most `width`, broken at spaces.
    private func wrap(_ text: String) -> [String] {
        Self.wrap(text, width: width)
    }

    /// `text` in lines of at most `width`, broken at spaces (SuperSimple's `TextWrap`, as every
    /// view of Podbay wraps); lines after the first start with `indent`.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let room = max(8, width - indent.count)
        let lines = TextWrap(width: room, firstLineWidth: max(8, width)).lines(of: text)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
    }
}
