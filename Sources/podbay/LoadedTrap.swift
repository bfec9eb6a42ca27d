#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loader
import TextSafety
import Tutor

/// What a loaded podbay that ended left unshown in its socket, read as the Swift runtime's report
/// of a trap: the report in one line, `Fatal error: Unexpectedly found nil while unwrapping an
/// Optional value at Examples/Trap.swift:12`, naming the user's file (never the module the loader
/// compiles it into, `PodbayLoaded/Trap.swift`), and never the stack trace after it. What the
/// code wrote before the report is kept, to be shown as it was.
struct LoadedTrap {
    /// What came before the report (all of it when there is none), without its last newline.
    let before: String
    /// The report in one line; nil when the podbay did not die of a trap that reported itself.
    let sentence: String?

    init(leftover: String, end: LoadedPodbay.End, code: String) {
        var lines = leftover.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let trapped = end == .signalled(SIGILL) || end == .signalled(SIGTRAP)
        guard trapped, let first = lines.firstIndex(where: { line in LoadedCodeOutput.trapWords.contains { line.contains($0) } }) else {
            before = lines.joined(separator: "\n")
            sentence = nil
            return
        }
        before = lines[..<first].joined(separator: "\n")
        let report = RuntimeTrapReport(output: lines[first], workspace: "", learnerFiles: [])
        let kind = report.kind ?? "Fatal error"
        var said = kind
        // The learner's own words (`fatalError("…")`): shown, never obeyed, though they pass as an error.
        if let reason = report.reason, reason != kind { said += ": " + OutsideText(reason).shown }
        if let place = report.loadedPlace {
            // `PodbayLoaded/Trap.swift:12` as the user's file: the loaded file itself, or the file
            // of that name in the loaded folder (the first found, a level or more down).
            said += " at " + (Self.file(named: place.file, in: code) ?? place.file) + ":\(place.line)"
        } else {
            said += ", in the code from " + code
        }
        sentence = said + "; its objects are gone"
    }

    private static func file(named name: String, in code: String) -> String? {
        var status = stat()
        guard stat(code, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            return URL(fileURLWithPath: code).lastPathComponent == name ? code : nil
        }
        let found = ((try? FileManager.default.subpathsOfDirectory(atPath: code)) ?? [])
            .filter { URL(fileURLWithPath: $0).lastPathComponent == name }.sorted().first
        return found.map { (code.hasSuffix("/") ? code : code + "/") + $0 }
    }
}
