import Foundation
import Testing

/// The lint that keeps issue #30's choke point one: text reaches a descriptor only through
/// `DescriptorSink`, which passes everything through `TerminalGuard.guarded`; only the terminal
/// style writes escape sequences. New output code that writes around them fails here.
@Suite struct OutputChokePointTests {
    /// Ways to write to standard output or error without a sink.
    static let bypasses = [
        "print(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(", "puts(", "putchar(",
        "write(STDOUT_FILENO", "write(STDERR_FILENO", "write(1,", "write(2,", "FileHandle(fileDescriptor:",
        "WholeWrite(to: STDOUT_FILENO", "WholeWrite(to: STDERR_FILENO", "WholeWrite(to: 1)", "WholeWrite(to: 2)",
    ]
    /// Files allowed to: the benchmark and `make mutants` (developer tools, never shown to a
    /// learner), and the per-source podbay's verdict line, JSON for its parent (JSONEncoder escapes
    /// every control character), which the parent reads and shows through its own sink.
    static let allowed = ["Sources/podbay-bench/", "Sources/podbay-mutants/", "Sources/podbay/ExerciseCheckMode.swift"]
    /// The only files that spell an escape character: the colours, and the code that measures,
    /// cuts and guards text around them.
    static let mayEscape = [
        "Sources/Tutor/Terminal/TerminalStyle.swift", "Sources/Tutor/Terminal/LineFitter.swift",
        "Sources/Tutor/Terminal/Output/StringProtocol+ColorCodes.swift", "Sources/TextSafety/TerminalGuard.swift",
        // The one line of progress at a terminal erases itself; what it shows passes OutsideText.
        "Sources/Loader/ProgressLine.swift",
        // Watch mode takes the prompt's line off the screen (erase to its end) before a save's
        // verdict is printed; the line comes back after it.
        "Sources/LineEditor/EditLineReader.swift",
    ]

    private static func sources() -> [(path: String, text: String)] {
        let root = PodbayProcess.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { relative in
            let text = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            return text.map { ("Sources/" + relative, $0) }
        }
    }

    @Test func noOutputBypassesTheSinks() {
        let sources = Self.sources()
        #expect(sources.count > 100, "the sources were found")
        for (path, text) in sources where !Self.allowed.contains(where: path.hasPrefix) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for bypass in Self.bypasses where Self.calls(code, bypass) {
                    Issue.record("\(path):\(number + 1): '\(bypass)' writes around DescriptorSink and its guard: \(code)")
                }
                // The line editor writes through its C shim, beside libedit: each write guarded.
                // A string literal without interpolation is Podbay's own text ("^C\n").
                let literal = code.contains(#"writeOut(""#) || code.contains(#"podbay_write_stderr(""#)
                let shimWrite = code.contains("podbay_write_std") || (code.contains("writeOut(") && !code.contains("func writeOut("))
                if shimWrite, !code.contains("TerminalGuard.guarded("), !(literal && !code.contains(#"\("#)) {
                    Issue.record("\(path):\(number + 1): a shim write without TerminalGuard.guarded: \(code)")
                }
            }
        }
    }

    @Test func onlyTheTerminalStyleWritesEscapes() {
        for (path, text) in Self.sources() where !Self.mayEscape.contains(path) && !Self.allowed.contains(where: path.hasPrefix) {
            #expect(!text.contains("\\u{1B}") && !text.contains("\\u{001B}") && !text.contains("\\e["), "\(path) spells an escape")
        }
    }

    @Test func everyDescriptorWriteIsGuarded() throws {
        let sink = try String(
            contentsOf: PodbayProcess.packageRoot.appendingPathComponent("Sources/Tutor/Terminal/Output/DescriptorSink.swift"),
            encoding: .utf8)
        #expect(sink.contains("WholeWrite(to: descriptor).write(TerminalGuard.guarded(text).utf8)"))
    }

    /// The lint can fail: a file that prints raw is caught.
    @Test func theLintCatchesARawPrint() {
        let code = #"print("\(lessonTitle)")"#
        #expect(Self.bypasses.contains { Self.calls(code, $0) })
        #expect(!Self.bypasses.contains { Self.calls("var key = Fingerprint()", $0) })
    }

    /// Whether `code` calls `bypass` itself: not a method of another value (`sink.write(1,`), not
    /// the end of a longer name (`Fingerprint(`).
    static func calls(_ code: String, _ bypass: String) -> Bool {
        var rest = code[...]
        while let found = rest.range(of: bypass) {
            let before = rest[..<found.lowerBound].last
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
