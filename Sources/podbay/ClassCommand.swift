import ArgumentParser
import ClassReport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LessonFormat
import LineEditor
import Tutor

/// `podbay class DIR`: every student's `progress --json` in DIR as one table (or CSV, or JSON).
struct ClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Report a class: every *.json in DIR is one student's 'progress --json'.",
        discussion: """
            A row per student (the file name without .json), a column per lesson opened: the step \
            reached and goals met; then hints asked, quiz right first time and the step where the \
            student tried the most commands without meeting its goal. Each file that cannot be \
            used gets one line on standard error; the rest of the class still reports. Exits 1 \
            when a file was left out, 0 otherwise. --width N fits the table to N columns (a wider \
            table is printed in parts); --lessons DIR reads the lesson texts the class used.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, csv, json
    }

    @Argument(help: ArgumentHelp("The folder of progress files.", valueName: "DIR"))
    var folder: String

    @Option(name: .customLong("format"), help: ArgumentHelp("table, csv or json.", valueName: "FORMAT"))
    var format: Format = .table

    @Flag(name: .customLong("json"), help: "The same as --format json.")
    var json = false

    /// `--width N` and `--lessons DIR` are podbay's own options (checked there), which a
    /// subcommand shares: `podbay class DIR --width 100` fits the table to 100 columns.
    @ParentCommand var podbay: Podbay

    func validate() throws {
        guard Folder.exists(folder) else { throw ValidationError("no folder at \(folder)") }
        if json && format != .table && format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats: choose one")
        }
    }

    func run() throws {
        guard let files = ClassFolder(path: folder).files() else {
            throw ValidationError("cannot list the folder \(folder)")
        }
        guard !files.isEmpty else {
            printError("\(folder): no progress files (*.json) in it; students hand one in with: podbay progress --json > NAME.json")
            throw ExitCode(1)
        }
        let catalog = LessonShelf.library().catalog(folders: LessonShelf.folders(extra: podbay.lessons)).catalog
        let report = ClassReport(files: files, catalog: catalog)
        let text: String
        switch json ? .json : format {
        case .table: text = ClassTableText(width: columns()).render(report)
        case .csv: text = ClassCSVText().render(report)
        case .json: text = ClassJSONText().render(report)
        }
        StandardStream.output.write(text)
        // Problem lines fit the width too, continued lines indented under the first.
        let width = columns()
        for problem in report.problems {
            for line in ClassTableText.wrap("class: " + problem.description, width: width, indent: "  ") {
                StandardStream.error.write(line + "\n")
            }
        }
        if report.leftOut > 0 { throw ExitCode(1) }
    }

    private func columns() -> Int {
        let probe = TerminalProbe(environment: ProcessInfo.processInfo.environment)
        return podbay.width ?? probe.columns.map(TerminalStyle.clamped) ?? 80
    }

    private func printError(_ line: String) {
        StandardStream.error.write("class: \(line)\n")
    }
}
