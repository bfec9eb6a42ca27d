#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report as CSV for a spreadsheet: a header line, then a line per student; numbers in their
/// own columns (two per lesson: step reached and goals met), an empty field where a file does not say.
package struct ClassCSVText {
    package init() {}

    package func render(_ report: ClassReport) -> String {
        var header = ["student"]
        for lesson in report.lessons {
            header += ["\(lesson.id) step", "\(lesson.id) steps", "\(lesson.id) goals met"]
        }
        header += [
            "hints", "quiz right first time", "quiz answered", "exercises passed", "stuck lesson", "stuck step", "stuck commands",
        ]
        var lines = [header.map(field).joined(separator: ",")]
        for student in report.students {
            var fields = [student.name]
            for lesson in report.lessons {
                let cell = student.cells[lesson.id]
                fields += [
                    cell.map { String($0.stepReached) } ?? "", cell?.steps.map(String.init) ?? lesson.steps.map(String.init) ?? "",
                    cell.map { String($0.goalsMet) } ?? "",
                ]
            }
            fields += [
                student.hints.map(String.init) ?? "", String(student.quizRightFirstTime), String(student.quizAnswered),
                String(student.exercisesPassed),
            ]
            let stuck = student.stuckAt
            fields += [stuck?.lesson ?? "", stuck.map { String($0.step) } ?? "", stuck.map { String($0.commands) } ?? ""]
            lines.append(fields.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A field quoted when it holds a comma, a quote or a line break (RFC 4180), and a leading
    /// `=`, `+`, `-` or `@` made inert, so a file name cannot become a spreadsheet formula.
    private func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\n\r".contains($0) }) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
