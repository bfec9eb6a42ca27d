import ClassReport
import LessonFormat
import Lessons
import TextSafety

/// Each input is a student's handed-in file: the bytes up to the first newline (at most 255) are
/// its name, the rest its contents, reported beside a well-formed file as `podbay class` reports
/// them: table, CSV and JSON. Problems are expected; a crash, a trap, or a control character or
/// bidi override reaching the printed report (the choke point failed) is a finding.
enum ClassReportTarget {
    private static let catalog = LessonLibrary(scenes: LessonScenes.catalog)
        .catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog
    private static let wellFormed = HandedInFile(
        name: Array("ada.json".utf8),
        contents: .bytes(Array(#"{"version":1,"format":2,"lessons":{"welcome":{"step":1,"goalsMet":[0],"answers":{}}}}"#.utf8)))

    static func test(_ bytes: [UInt8]) {
        let split = bytes.prefix(256).firstIndex(of: 0x0A) ?? 0
        let name = Array(bytes[..<split])
        let contents = Array(bytes[min(bytes.count, split + 1)...])
        let file = HandedInFile(name: name + Array(".json".utf8), contents: .bytes(contents))
        let report = ClassReport(files: [wellFormed, file], catalog: catalog)
        for text in [ClassTableText(width: 80).render(report), ClassCSVText().render(report), ClassJSONText().render(report)]
            + report.problems.map(\.description) {
            precondition(
                !text.unicodeScalars.contains { $0.isObeyed && $0 != "\n" && $0 != "\r" },
                "a control character from a student's file reached the report")
        }
    }
}
