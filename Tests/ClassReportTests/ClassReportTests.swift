@testable import ClassReport
import LessonFormat
import Lessons
import Progress
import Foundation
import Testing

@Suite struct ClassReportTests {
    private let catalog: LessonCatalog = {
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        return library.catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog
    }()

    private func file(_ name: String, _ text: String) -> HandedInFile {
        HandedInFile(file: name, contents: .bytes(Array(text.utf8)))
    }

    private let alice = #"""
        {"version": 1, "format": 2, "lessons": {
          "welcome": {"step": 2, "goalsMet": [0, 1, 2], "answers": {"1": "b"}, "firstAnswers": {"1": "b", "2": "c"},
                      "commandsTried": {"0": 3, "2": 9}, "hintsAsked": {"0": 1}},
          "routing": {"step": 1, "goalsMet": [0], "answers": {}, "commandsTried": {"0": 2, "1": 12, "2": 12}, "hintsAsked": {"1": 3},
                      "exercises": {"launch-core": {"checks": 3, "passedAfter": 3}, "other": {"checks": 2}}}
        }}
        """#

    @Test func aRowSaysHowFarHowManyHintsAndWhereTheStudentIsStuck() throws {
        let report = ClassReport(files: [file("alice.json", alice)], catalog: catalog)
        let row = try #require(report.students.first)
        #expect(row.name == "alice")
        #expect(report.lessons.map(\.id) == ["welcome", "routing"], "only lessons someone opened, in lesson order")
        #expect(row.cells["welcome"] == LessonCell(stepReached: 3, steps: 3, goalsMet: 3, hints: 1, commands: 12))
        #expect(row.cells["routing"]?.stepReached == 2)
        #expect(row.hints == 4)
        #expect(row.exercisesPassed == 1, "one passed, one only tried")
        // Welcome's step 3 has 9 commands but its goal is met; routing's steps 2 and 3 tie at 12: the earlier.
        #expect(row.stuckAt == StuckStep(lesson: "routing", number: 5, step: 2, commands: 12))
        let welcome = try #require(catalog.lesson(named: "welcome"))
        let rightFirst = ["1": "b", "2": "c"].filter { Int($0.key).map { welcome.quiz[$0 - 1].answer } == $0.value }.count
        #expect(row.quizRightFirstTime == rightFirst && row.quizAnswered == 2)
        #expect(report.problems.isEmpty)
    }

    /// A step counts as stuck from `StuckStep.fewestCommands` commands: one early `next`, or four
    /// commands looking around, flags nobody.
    @Test(arguments: [(1, nil), (4, nil), (5, 5), (6, 6)] as [(Int, Int?)])
    func stuckNeedsFiveCommandsAtTheStep(_ tried: Int, _ stuck: Int?) throws {
        let progress = #"{"version": 1, "format": 2, "lessons": {"welcome": {"step": 0, "goalsMet": [], "answers": {}, "commandsTried": {"0": \#(tried)}}}}"#
        let row = try #require(ClassReport(files: [file("eve.json", progress)], catalog: catalog).students.first)
        #expect(row.stuckAt?.commands == stuck)
        #expect(row.stuckAt.map { $0.step == 1 && $0.lesson == "welcome" } ?? true)
    }

    /// Each file that cannot be used gets one line; the others still report.
    @Test func badFilesGetALineEachAndTheRestReports() {
        let files = [
            file("alice.json", alice),
            file("bob.json", #"{"version": 1, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#),
            file("carol.json", "{\"version\": 1, \"lessons\": {"),
            file("dave.json", ""),
            file("eve.json", #"{"name": "left-pad", "version": "1.3.0"}"#),
            file("frank.json", #"{"version": 2, "lessons": {}}"#),
            file("grace.json", "Progress:\n   0  welcome  goals 1 of 3\n"),
            HandedInFile(file: "heidi.json", contents: .unreadable("a folder, not a file")),
        ]
        let report = ClassReport(files: files, catalog: catalog)
        #expect(report.students.map(\.name) == ["alice", "bob"])
        #expect(report.problems.map(\.file) == ["bob.json", "carol.json", "dave.json", "eve.json", "frank.json", "grace.json", "heidi.json"])
        #expect(report.leftOut == 6, "bob's older file is reported, with a note")
        #expect(report.problems[0].problem.hasPrefix("older Podbay (format 1)"))
        #expect(report.problems[2].problem.hasPrefix("empty"))
        #expect(report.problems[3].problem.hasPrefix("JSON, but not Podbay progress"))
        #expect(report.problems[4].problem.hasPrefix("progress version 2"))
        #expect(report.problems[5].problem.hasPrefix("not JSON"))
        let bob = report.students[1]
        #expect(bob.hints == nil && bob.stuckAt == nil && !bob.counted)
        let table = ClassTableText(width: 80).render(report)
        #expect(table.contains("\nbob  "))
        #expect(table.split(separator: "\n").first { $0.hasPrefix("bob") }?.hasSuffix("?") == true, "stuck at: unknown")
    }

    /// Every line fits the width; a table too wide is printed in parts, each with the student.
    @Test(arguments: [40, 60, 80, 120])
    func theTableFitsTheWidth(_ width: Int) {
        var lessons: [String] = []
        for lesson in catalog.lessons {
            lessons.append(#""\#(lesson.id)": {"step": 1, "goalsMet": [0], "answers": {}, "commandsTried": {"1": 4}}"#)
        }
        let everything = #"{"version": 1, "format": 2, "lessons": {"# + lessons.joined(separator: ", ") + "}}"
        let files = [file("a-student-with-a-very-long-name-indeed.json", everything), file("zoe.json", alice)]
        let text = ClassTableText(width: width).render(ClassReport(files: files, catalog: catalog))
        for line in text.split(separator: "\n") {
            #expect(line.count <= width, "\(line.count) > \(width): \(line)")
        }
        // A part's header is the line above its rule of dashes (a wrapped legend line may also
        // start with "student").
        let lines = text.split(separator: "\n")
        let parts = zip(lines, lines.dropFirst()).filter { $0.0.hasPrefix("student") && $0.1.hasPrefix("---") }.count
        #expect(parts >= 1)
        let flowing = text.replacingOccurrences(of: "\n", with: " ")
        #expect((parts > 1) == flowing.hasPrefix("The table is wider than \(width) columns: it is printed in \(parts) parts"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("zoe") }.count == parts, "each part has every student")
    }

    @Test func csvQuotesAndDisarmsFileNames() {
        let report = ClassReport(files: [file("=cmd,1.json", alice)], catalog: catalog)
        let lines = ClassCSVText().render(report).split(separator: "\n")
        #expect(lines.first == "student,welcome step,welcome steps,welcome goals met,routing step,routing steps,routing goals met,hints,quiz right first time,quiz answered,exercises passed,stuck lesson,stuck step,stuck commands")
        #expect(lines.last?.hasPrefix("\"'=cmd,1\",3,3,3,2,") == true)
        #expect(lines.last?.hasSuffix(",routing,2,12") == true)
    }

    @Test func jsonSaysUnknownAsNull() {
        let bob = file("bob.json", #"{"version": 1, "lessons": {"welcome": {"step": 0, "goalsMet": [], "answers": {}}}}"#)
        let json = ClassJSONText().render(ClassReport(files: [bob], catalog: catalog))
        #expect(json.contains(#""hints" : null"#))
        #expect(json.contains(#""countsRecorded" : false"#))
        #expect(json.contains(#""file" : "bob.json""#))
    }

    /// A file name is data from outside: an escape sequence in it is shown, not sent to the terminal.
    @Test func controlCharactersInANameAreShownNotObeyed() {
        let report = ClassReport(files: [file("\u{1B}[2Jmallory\u{7}.json", alice), file("\u{1B}]0;x.json", "")], catalog: catalog)
        #expect(report.students.map(\.name) == ["?[2Jmallory?"])
        #expect(report.problems.map(\.file) == ["?]0;x.json"])
        let text = ClassTableText(width: 80).render(report) + ClassCSVText().render(report)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Numbers no learner can have (a hand edit, damage) in a lesson this Podbay does not know are
    /// brought in range when read, so the rest of the class still reports.
    @Test func hugeNumbersInAnUnknownLessonDoNotStopTheReport() throws {
        let huge = #"""
            {"version": 1, "format": 2, "lessons": {"myown": {"step": 9223372036854775807,
              "goalsMet": [9223372036854775807], "answers": {}, "commandsTried": {"9223372036854775807": 5, "1": 9223372036854775807},
              "hintsAsked": {"0": 9223372036854775807}}}}
            """#
        let report = ClassReport(files: [file("mallory.json", huge), file("alice.json", alice)], catalog: catalog)
        #expect(Set(report.students.map(\.name)) == ["alice", "mallory"])
        let mallory = try #require(report.students.first { $0.name == "mallory" })
        #expect(mallory.hints == ProgressDocument.largestNumber)
        #expect(mallory.stuckAt?.commands == ProgressDocument.largestNumber)
    }
}
