#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report as JSON for other programs: the lessons, a record per student and the problems.
/// Steps are numbered from 1, as the REPL shows them; sorted keys, so the same class prints the same.
package struct ClassJSONText {
    package init() {}

    private struct Document: Encodable {
        let format = 1
        let lessons: [Lesson]
        let students: [Student]
        let problems: [ClassProblem]
    }

    private struct Lesson: Encodable {
        let id: String
        let number: Int?
        let steps: Int?
    }

    private struct Student: Encodable {
        let name: String
        let lessons: [String: LessonCell]
        let hints: Int?
        let quizRightFirstTime: Int
        let quizAnswered: Int
        let exercisesPassed: Int
        let stuckAt: StuckStep?
        let countsRecorded: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(lessons, forKey: .lessons)
            // Written as null rather than left out, so a tool sees the field is unknown, not zero.
            try container.encode(hints, forKey: .hints)
            try container.encode(quizRightFirstTime, forKey: .quizRightFirstTime)
            try container.encode(quizAnswered, forKey: .quizAnswered)
            try container.encode(exercisesPassed, forKey: .exercisesPassed)
            try container.encode(stuckAt, forKey: .stuckAt)
            try container.encode(countsRecorded, forKey: .countsRecorded)
        }

        private enum CodingKeys: String, CodingKey {
            case name, lessons, hints, quizRightFirstTime, quizAnswered, exercisesPassed, stuckAt, countsRecorded
        }
    }

    package func render(_ report: ClassReport) -> String {
        let document = Document(
            lessons: report.lessons.map { Lesson(id: $0.id, number: $0.number, steps: $0.steps) },
            students: report.students.map { row in
                Student(
                    name: row.name, lessons: row.cells, hints: row.hints, quizRightFirstTime: row.quizRightFirstTime,
                    quizAnswered: row.quizAnswered, exercisesPassed: row.exercisesPassed, stuckAt: row.stuckAt,
                    countsRecorded: row.counted)
            },
            problems: report.problems)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
