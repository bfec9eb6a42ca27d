package import LessonFormat
import Progress

/// The class at a glance: a row per student who handed in a readable progress file, a column per
/// lesson any of them opened, and a line for each file that could not be used.
package struct ClassReport: Sendable {
    package let lessons: [LessonColumn]
    package let students: [StudentRow]
    package let problems: [ClassProblem]
    /// Lessons this Podbay knows that no student opened: they get no column.
    package let unopened: [LessonColumn]

    package init(files: [HandedInFile], catalog: LessonCatalog) {
        var problems: [ClassProblem] = []
        var read: [(name: String, progress: LearnerProgress)] = []
        let decoded = files.concurrentMap { file -> Result<LearnerProgress, ProgressDocumentError>? in
            guard case .bytes(let bytes) = file.contents else { return nil }
            return ProgressDocument.progress(in: bytes)
        }
        for (file, result) in zip(files, decoded) {
            switch file.contents {
            case .unreadable(let reason):
                problems.append(ClassProblem(file: file.file, problem: reason, reported: false))
            case .bytes:
                switch result {
                case nil: break
                case .success(let progress)?:
                    read.append((file.student, progress))
                    if progress.format < 2 {
                        problems.append(ClassProblem(
                            file: file.file,
                            problem: "older Podbay (format \(progress.format)): hints and stuck-at shown as '?'",
                            reported: true))
                    }
                case .failure(let error)?:
                    problems.append(ClassProblem(file: file.file, problem: Self.words(for: error.kind), reported: false))
                }
            }
        }
        let known = catalog.lessons.map { lesson in
            LessonColumn(id: lesson.id, number: lesson.number, steps: lesson.steps.count, answers: lesson.quiz.map(\.answer))
        }
        let opened = Set(read.flatMap { $0.progress.lessons.keys })
        let strangers = opened.subtracting(known.map(\.id)).sorted().map {
            LessonColumn(id: $0, number: nil, steps: nil, answers: [])
        }
        let columns = known.filter { opened.contains($0.id) } + strangers
        lessons = columns
        unopened = known.filter { !opened.contains($0.id) }
        students = read.map { StudentRow(name: $0.name, progress: $0.progress, lessons: columns) }
        self.problems = problems
    }

    /// Files left out of the report (an older format is reported, with a note).
    package var leftOut: Int {
        problems.filter { !$0.reported }.count
    }

    private static func words(for kind: ProgressDocumentError.Kind) -> String {
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
