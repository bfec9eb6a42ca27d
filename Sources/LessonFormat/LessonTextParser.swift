package import CommandLanguage
/// Reads a lesson's Markdown text into a `LessonText`, or reports every problem it finds with its
/// line, so `podbay lint` and the catalog say the same thing. Text only, in two steps that never
/// touch the disk: text → `LessonDraft` (`LessonTextReader`), draft → lesson or problems
/// (`LessonDraftChecker`), told what is at the paths the draft names. `LessonLibrary` looks those
/// up between the two.
///
/// The format (the text, steps, quiz, goals and exercise steps) is specified once, in
/// docs/lesson-format.md.
package struct LessonTextParser: Sendable {
    /// The largest lesson text accepted, in bytes.
    package static let maximumSize = 1_000_000

    package let commands: CommandTable
    /// Scene ids compiled into the program; a text naming another scene is refused.
    package let sceneIDs: [String]

    package init(commands: CommandTable, sceneIDs: [String]) {
        self.commands = commands
        self.sceneIDs = sceneIDs
    }

    /// Reads raw file bytes: size and encoding are checked first, and a UTF-8 byte order mark at
    /// the start (some editors on Windows write one) is dropped.
    package func draft(bytes rawBytes: [UInt8], file: String) -> Result<LessonDraft, LessonProblems> {
        let bytes = rawBytes.starts(with: Self.byteOrderMark) ? Array(rawBytes.dropFirst(3)) : rawBytes
        if bytes.count > Self.maximumSize {
            return .failure(LessonProblems([LessonProblem(
                file: file, line: 1,
                message: "file is \(bytes.count) bytes; a lesson text is at most \(Self.maximumSize) bytes")]))
        }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            let bad = Self.firstNonText(in: bytes)
            let message = bad.atEnd
                ? "the file ends in the middle of a character: it was cut short (truncated)"
                : "not a UTF-8 text file (the first byte that is not text is on this line)"
            return .failure(LessonProblems([LessonProblem(file: file, line: bad.line, message: message)]))
        }
        return .success(draft(text: text, file: file))
    }

    /// Where the first byte that is not UTF-8 text (or is NUL) sits: its line, and whether it is an
    /// unfinished character at the very end, which is what a cut-short file looks like.
    static func firstNonText(in bytes: [UInt8]) -> (line: Int, atEnd: Bool) {
        var line = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" { return (line, false) }
                if scalar == "\n" { line += 1 }
                consumed += UTF8.width(scalar)
            case .emptyInput:
                return (line, false)
            case .error:
                // The bytes from here on could only start a character, never finish one.
                let rest = bytes[consumed...]
                let unfinished = rest.count < 4 && rest.first.map { $0 >= 0xC2 && $0 <= 0xF4 } == true
                    && rest.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
                return (line, unfinished)
            }
        }
    }

    /// The UTF-8 byte order mark: invisible, and not part of the first line's text.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads the text of one lesson file (a byte order mark at its start is dropped).
    package func draft(text: String, file: String) -> LessonDraft {
        var reader = LessonTextReader(file: file, commands: commands)
        let lines = Self.lines(of: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        for (index, line) in lines.enumerated() {
            reader.read(line: line, number: index + 1)
        }
        return reader.finish(lineCount: lines.count)
    }

    /// The lesson `draft` describes, or its problems; `files` says what is at each of the
    /// draft's `namedPaths` (a path missing from it holds nothing).
    package func lesson(from draft: LessonDraft, files: [String: FileKind]) -> Result<LessonText, LessonProblems> {
        var checker = LessonDraftChecker(draft: draft, sceneIDs: sceneIDs, files: files)
        return checker.lesson()
    }

    /// The text's lines, ended by `\n`, `\r\n` or `\r`. Split on UTF-8 bytes: splitting on
    /// Characters was a third of start-up (callgrind).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        let bytes = Array(text.utf8)
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}
