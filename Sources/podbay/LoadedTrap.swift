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
        let line = lines[first]
        let kind = LoadedCodeOutput.trapWords.first { line.contains($0) } ?? "Fatal error"
        var said = kind
        // The learner's own words (`fatalError("…")`): shown, never obeyed, though they pass as an error.
        if let reason = report.reason, reason != kind { said += ": " + OutsideText(reason).shown }
        if let place = Self.place(in: line, code: code) {
            said += " at " + place
        } else {
            said += ", in the code from " + code
        }
        sentence = said + "; its objects are gone"
    }

    /// `PodbayLoaded/Trap.swift:12` in the runtime's line, as the user's file: the loaded file
    /// itself, or the file of that name in the loaded folder (the first found, a level or more
    /// down); the bare name when none is found.
    static func place(in line: String, code: String) -> String? {
        guard let start = line.firstRange(of: RuntimeTrapReport.loadedModule)?.upperBound else { return nil }
        let rest = line[start...]
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasSuffix(".swift"), let number = Int(parts[1]) else { return nil }
        let name = String(parts[0])
        return (file(named: name, in: code) ?? name) + ":\(number)"
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
