import Foundation
import Testing

/// `Lessons/COVERAGE.md` lists every rule of the published architectures with the lesson step
/// that teaches it, the commands that show it and what they print. These tests hold the table to
/// the program: every row of every table in the file (whatever section it is in) is played on
/// the built executable, and a row whose commands no longer print what it claims fails, named by
/// its id.
@Suite struct CoverageTests {
    /// One row: `| id | rule | seed | lesson | step | commands | shows |`.
    struct Row: Sendable, CustomTestStringConvertible {
        let id: String
        let rule: String
        let seed: String
        let lesson: Int?
        let step: Int?
        /// The backticked commands, run in order after `open <lesson>`.
        let commands: [String]
        /// The backticked texts that must each appear in the output.
        let shows: [String]
        /// The row's line in the file, for messages.
        let line: Int

        var testDescription: String { id }
    }

    /// The rows, the seed files the file declares (`Seeds: `a`, `b``), and what could not be read.
    struct Table: Sendable {
        var rows: [Row] = []
        var seeds: [String] = []
        var problems: [String] = []
    }

    static let file = PodbayProcess.packageRoot.appendingPathComponent("Lessons/COVERAGE.md")
    static let lessonsFolder = PodbayProcess.packageRoot.appendingPathComponent("Lessons")
    /// The seeds this file must cover at least, whatever others it declares.
    static let requiredSeeds = ["super-simple-architecture.md", "super-simple-architecture-with-navigation.txt"]
    static let header = ["id", "rule", "seed", "lesson", "step", "commands", "shows"]

    static let table: Table = read()

    @Test func theTableIsWellFormed() {
        let table = Self.table
        #expect(table.problems.isEmpty, "\(table.problems.joined(separator: "\n"))")
        #expect(!table.rows.isEmpty, "no table rows in \(Self.file.path)")

        var seen: [String: Int] = [:]
        for row in table.rows {
            if let first = seen[row.id] {
                Issue.record("\(row.id): the id is used twice (lines \(first) and \(row.line))")
            }
            seen[row.id] = row.line
            #expect(row.lesson != nil, "\(row.id): the lesson is not a number")
            #expect(row.step.map { $0 >= 1 } == true, "\(row.id): the step is not a number from 1")
            #expect(!row.rule.isEmpty, "\(row.id): no rule")
            #expect(!row.commands.isEmpty, "\(row.id): no backticked command")
            #expect(!row.shows.isEmpty, "\(row.id): no backticked text it shows")
            #expect(table.seeds.contains(row.seed), "\(row.id): seed '\(row.seed)' is not among the file's Seeds: line")
        }
        for seed in Set(Self.requiredSeeds + table.seeds) {
            #expect(table.seeds.contains(seed), "the Seeds: line does not name \(seed)")
            #expect(table.rows.contains { $0.seed == seed }, "no row for the seed \(seed)")
        }
    }

    @Test(arguments: CoverageTests.table.rows)
    func aRowIsShownLive(_ row: Row) throws {
        guard let lesson = row.lesson, let step = row.step else { return }  // reported by theTableIsWellFormed
        let steps = try Self.stepCount(ofLesson: lesson)
        guard let steps else {
            Issue.record("\(row.id): there is no lesson \(lesson) in \(Self.lessonsFolder.path)")
            return
        }
        #expect(step <= steps, "\(row.id): lesson \(lesson) has \(steps) steps, not \(step)")

        let state = PodbayProcess.unusedFolder("podbay-coverage")
        defer { try? FileManager.default.removeItem(at: state) }
        // A row that checks an exercise starts there: saved progress resumes the lesson at its step.
        let checks = row.commands.contains("check")
        if checks { try Self.saveProgress(ofLesson: lesson, atStep: step, in: state) }
        let input = (["open \(lesson)"] + row.commands).map { $0 + "\n" }.joined()
        let outcome = try PodbayProcess(stateFolder: state)
            .run(["--ascii", "--width", "240"], stdin: Data(input.utf8), timeout: checks ? 300 : 60)
        #expect(outcome.status == 0, "\(row.id): podbay exited with status \(outcome.status)")
        for text in row.shows where !outcome.output.contains(text) {
            Issue.record("\(row.id) (line \(row.line)): the output of open \(lesson), \(row.commands.joined(separator: ", ")) does not show '\(text)'\n\(outcome.output)")
        }
    }

    // MARK: - Reading the file

    static func read() -> Table {
        var table = Table()
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            table.problems.append("cannot read \(file.path)")
            return table
        }
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("Seeds:") {
                table.seeds += backticked(String(line.dropFirst("Seeds:".count)))
                continue
            }
            guard line.hasPrefix("|") else { continue }
            let cells = Self.cells(of: line)
            if cells.map({ $0.lowercased() }) == header { continue }
            if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
            guard cells.count == header.count else {
                table.problems.append("line \(index + 1): a row needs \(header.count) cells (\(header.joined(separator: ", "))), it has \(cells.count)")
                continue
            }
            table.rows.append(Row(
                id: cells[0], rule: cells[1], seed: cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                lesson: Int(cells[3]), step: Int(cells[4]), commands: backticked(cells[5]), shows: backticked(cells[6]),
                line: index + 1))
        }
        return table
    }

    /// A Markdown table row's cells, trimmed: split at each `|` that is not escaped as `\|`, and
    /// `\|` read as `|`.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\\":
                guard let next = characters.next() else { current.append(character); break }
                if next != "|" { current.append(character) }
                current.append(next)
            case "|":
                cells.append(current)
                current = ""
            default:
                current.append(character)
            }
        }
        cells.append(current)
        // The leading and trailing pipes leave an empty cell at each end.
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The texts between backticks: `` `tap close` `alive` `` → `tap close`, `alive`.
    static func backticked(_ cell: String) -> [String] {
        let parts = cell.components(separatedBy: "`")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }.filter { !$0.isEmpty }
    }

    /// The number of `## Step:` sections of the lesson text that says `number: <lesson>`, or nil
    /// when no lesson text does. Reads the texts in `Lessons/`, as the executable does.
    static func stepCount(ofLesson lesson: Int) throws -> Int? {
        let files = FileManager.default.enumerator(at: lessonsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" && !$0.lastPathComponent.uppercased().hasPrefix("COVERAGE") } ?? []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            guard lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "number: \(lesson)" }) else { continue }
            return lines.filter { $0.hasPrefix("## Step:") || $0.hasPrefix("## Exercise:") }.count
        }
        return nil
    }

    /// The number of `## Exercise:` sections of the lesson text that says `number: <lesson>` (0 when none does).
    static func exerciseCount(ofLesson lesson: Int) throws -> Int {
        let files = FileManager.default.enumerator(at: lessonsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            guard lines.contains("number: \(lesson)") else { continue }
            return lines.filter { $0.hasPrefix("## Exercise:") }.count
        }
        return 0
    }

    /// A progress file putting the lesson numbered `lesson` at 1-based `step`, in the state folder
    /// `PodbayProcess` gives podbay.
    static func saveProgress(ofLesson lesson: Int, atStep step: Int, in state: URL) throws {
        let files = FileManager.default.enumerator(at: lessonsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            guard lines.contains("number: \(lesson)"), let id = lines.first(where: { $0.hasPrefix("id: ") })?.dropFirst(4) else { continue }
            let folder = state.appendingPathComponent("state/podbay")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // With the text's step titles, so the record reads as made with this text.
            let titles = lines.filter { $0.hasPrefix("## Step:") || $0.hasPrefix("## Exercise:") }
                .map { "\"" + $0.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces) + "\"" }
            let record = #""step": \#(step - 1), "goalsMet": [], "answers": {}, "stepTitles": [\#(titles.joined(separator: ", "))]"#
            try Data(#"{"version": 1, "lessons": {"\#(id)": {\#(record)}}}"#.utf8)
                .write(to: folder.appendingPathComponent("progress.json"))
            return
        }
    }
}
