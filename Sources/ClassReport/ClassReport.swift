package import LessonFormat
import Progress
import Parallel
import TextSafety

/// The class at a glance: a row per student who handed in a readable progress file, a column per
/// lesson any of them opened, and a line for each file that could not be used.
///
/// Each file is read, decoded and made into its row on its own (spread over the cores), and only
/// the row is kept: a class of any size is reported in memory bounded by its rows, and one file
/// adds at most `strangerLimit` lessons this Podbay does not know (more are that file's problem).
package struct ClassReport: Sendable {
    package let lessons: [LessonColumn]
    package let students: [StudentRow]
    package let problems: [ClassProblem]
    /// Lessons this Podbay knows that no student opened: they get no column.
    package let unopened: [LessonColumn]

    /// Lessons one file may add that this Podbay does not know (an instructor's own, read without
    /// `--lessons`); a file naming more gets none of them as columns, and a problem line instead.
    package static let strangerLimit = 32

    package init(files: [HandedInFile], catalog: LessonCatalog) {
        let known = catalog.lessons.map { lesson in
            LessonColumn(id: lesson.id, number: lesson.number, steps: lesson.steps.count, answers: lesson.quiz.map(\.answer))
        }
        let knownIDs = Set(known.map(\.id))
        let outcomes = files.concurrentMap { file in Self.outcome(of: file, known: known, knownIDs: knownIDs) }
        var problems: [ClassProblem] = []
        var rows: [StudentRow] = []
        var opened: Set<String> = []
        for outcome in outcomes {
            problems += outcome.problems
            if let row = outcome.row {
                rows.append(row)
                opened.formUnion(row.cells.keys)
            }
        }
        let strangers = opened.subtracting(knownIDs).sorted().map {
            LessonColumn(id: $0, number: nil, steps: nil, answers: [])
        }
        lessons = known.filter { opened.contains($0.id) } + strangers
        unopened = known.filter { !opened.contains($0.id) }
        students = rows
        self.problems = problems
    }

    /// Files left out of the report (an older format is reported, with a note).
    package var leftOut: Int {
        problems.filter { !$0.reported }.count
    }

    /// What one file gives the report: its row, or why it has none, and any caveat.
    private struct Outcome: Sendable {
        var row: StudentRow?
        var problems: [ClassProblem] = []
    }

    private static func outcome(of file: HandedInFile, known: [LessonColumn], knownIDs: Set<String>) -> Outcome {
        var contents = file.contents
        if case .unread(let path) = contents { contents = ClassFolder.contents(of: path) }
        let bytes: [UInt8]
        switch contents {
        case .unreadable(let reason):
            return Outcome(problems: [ClassProblem(file: file.file, problem: reason, reported: false)])
        case .unread:
            return Outcome(problems: [ClassProblem(file: file.file, problem: "cannot read it", reported: false)])
        case .bytes(let read):
            bytes = read
        }
        switch ProgressDocument.progress(in: bytes) {
        case .failure(let error):
            return Outcome(problems: [ClassProblem(file: file.file, problem: words(for: error.kind), reported: false)])
        case .success(var progress):
            var outcome = Outcome()
            if progress.format < 2 {
                outcome.problems.append(ClassProblem(
                    file: file.file,
                    problem: "older Podbay (format \(progress.format)): hints and stuck-at shown as '?'",
                    reported: true))
            }
            let strangers = progress.lessons.keys.filter { !knownIDs.contains($0) }.sorted()
            if strangers.count > strangerLimit {
                for id in strangers { progress.lessons[id] = nil }
                let named = strangers.prefix(3).map { "'" + OutsideText(String($0.prefix(40))).shown + "'" }
                outcome.problems.append(ClassProblem(
                    file: file.file,
                    problem: "names \(strangers.count) lessons this Podbay does not know (\(named.joined(separator: ", ")), …); "
                        + "more than \(strangerLimit), so none of them is a column (--lessons DIR reads the class's own lessons)",
                    reported: true))
            }
            let columns = known + (strangers.count > strangerLimit ? [] : strangers).map {
                LessonColumn(id: $0, number: nil, steps: nil, answers: [])
            }
            outcome.row = StudentRow(name: file.student, progress: progress, lessons: columns)
            return outcome
        }
    }

    private static func words(for kind: ProgressDocumentProblem.Kind) -> String {
        switch kind {
        case .empty: "empty: no progress in it"
        case .notJSON: "not JSON (cut short, or plain 'progress' output?)"
        case .foreign: "JSON, but not Podbay progress (no \"version\" and \"lessons\")"
        case .damaged: "progress with a field that does not read (a non-number step?)"
        case .otherVersion(let version):
            "progress version \(version), from a newer Podbay (this one reads \(LearnerProgress.currentVersion))"
        }
    }
}
