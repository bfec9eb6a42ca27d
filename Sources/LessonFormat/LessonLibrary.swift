import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
package import LessonKit
import Parallel

/// Finds and reads lesson texts in folders: each `*.md` file in a folder or in its sub-folders
/// (one level), `README.md` excepted. Later folders add lessons and replace those with the same id.
package struct LessonLibrary: Sendable {
    package let parser: LessonTextParser

    package init(parser: LessonTextParser) {
        self.parser = parser
    }

    /// A library that reads lessons against Podbay's own commands and the scenes of `scenes`.
    package init(scenes: SceneCatalog) {
        self.init(parser: LessonTextParser(commands: .podbay, sceneIDs: scenes.sceneIDs))
    }

    /// Reads every lesson in `folders`, in order. Problems that concern the whole set (two files
    /// with one id or number inside one folder) are reported as broken lessons too.
    package func catalog(folders: [String]) -> (catalog: LessonCatalog, problems: [LessonProblem]) {
        var byID: [String: LessonText] = [:]
        var broken: [LessonCatalog.BrokenLesson] = []
        var allProblems: [LessonProblem] = []
        for folder in folders {
            let read = readFolder(folder)
            broken += read.broken
            allProblems += read.problems
            for lesson in read.lessons { byID[lesson.id] = lesson }
        }
        var lessons: [LessonText] = []
        var numbers: [Int: String] = [:]
        for lesson in byID.values.sorted(by: { ($0.number, $0.file) < ($1.number, $1.file) }) {
            if let other = numbers[lesson.number] {
                let problem = LessonProblem(
                    file: lesson.file, line: lesson.numberLine, message: "number \(lesson.number) is also used by \(other)")
                broken.append(LessonCatalog.BrokenLesson(file: lesson.file, problems: [problem]))
                allProblems.append(problem)
                continue
            }
            numbers[lesson.number] = lesson.file
            lessons.append(lesson)
        }
        return (LessonCatalog(lessons: lessons, broken: broken), allProblems)
    }

    /// The outline of every lesson file in `folders` that can be read, none of them parsed: what
    /// a returning learner's start needs to know that no saved step lies past its lesson's end.
    /// Each file's bytes are kept: a `LessonWalk` parses the few it needs from them.
    package func outlines(folders: [String]) -> [OutlinedLessonFile] {
        folders.flatMap(files(in:)).compactMap { file -> OutlinedLessonFile? in
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            let bytes = [UInt8](data)
            return OutlinedLessonFile(path: file, bytes: bytes, outline: LessonTextOutline(bytes: bytes, file: file, commands: parser.commands))
        }
    }

    /// The lesson files of one folder, sorted by path.
    package func files(in folder: String) -> [String] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = folder + "/" + entry
            guard let kind = FileKind.of(path) else { continue }
            if kind == .folder {
                let inner = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                files += inner.sorted().filter(Self.isLessonFile).map { path + "/" + $0 }
            } else if Self.isLessonFile(entry) {
                files.append(path)
            }
        }
        return files
    }

    private func readFolder(_ folder: String) -> (
        lessons: [LessonText], broken: [LessonCatalog.BrokenLesson], problems: [LessonProblem]
    ) {
        var lessons: [LessonText] = []
        var broken: [LessonCatalog.BrokenLesson] = []
        var problems: [LessonProblem] = []
        var ids: [String: String] = [:]
        let files = files(in: folder)
        // Each text parses on its own, so they are parsed side by side; what concerns the set
        // (an id used twice) is then decided in file order, as before.
        let parsed = files.concurrentMap { file -> Result<LessonText, LessonProblems>? in
            FileManager.default.contents(atPath: file).map { read(bytes: [UInt8]($0), file: file) }
        }
        for (file, result) in zip(files, parsed) {
            guard let result else {
                let problem = LessonProblem(file: file, line: 1, message: "cannot be read")
                broken.append(LessonCatalog.BrokenLesson(file: file, problems: [problem]))
                problems.append(problem)
                continue
            }
            switch result {
            case .success(let lesson):
                if let other = ids[lesson.id] {
                    let problem = LessonProblem(file: file, line: 1, message: "id '\(lesson.id)' is also used by \(other)")
                    broken.append(LessonCatalog.BrokenLesson(file: file, problems: [problem]))
                    problems.append(problem)
                } else {
                    ids[lesson.id] = file
                    lessons.append(lesson)
                }
            case .failure(let found):
                broken.append(LessonCatalog.BrokenLesson(file: file, problems: found.list))
                problems += found.list
            }
        }
        return (lessons, broken, problems)
    }

    /// The lesson in a file's bytes, with the paths it names looked up on disk.
    package func read(bytes: [UInt8], file: String) -> Result<LessonText, LessonProblems> {
        parser.draft(bytes: bytes, file: file).flatMap(resolved)
    }

    /// The lesson in `text`, read as the file `file`, with the paths it names looked up on disk.
    package func read(text: String, file: String) -> Result<LessonText, LessonProblems> {
        resolved(parser.draft(text: text, file: file))
    }

    /// The library is where a lesson's paths meet the disk: one `stat` each.
    private func resolved(_ draft: LessonDraft) -> Result<LessonText, LessonProblems> {
        var files: [String: FileKind] = [:]
        for path in draft.namedPaths { files[path] = FileKind.of(path) }
        return parser.lesson(from: draft, files: files)
    }

    /// Markdown files are lesson texts, but for a folder's README, its coverage tables
    /// (`COVERAGE.md` or any `COVERAGE-…md`: which lesson step shows which rule) and its account of
    /// the exercise mutants that survive (`MUTANTS.md`, read by `make mutants`).
    private static func isLessonFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") && lowered != "readme.md" && lowered != "mutants.md" && !lowered.hasPrefix("coverage")
    }
}
