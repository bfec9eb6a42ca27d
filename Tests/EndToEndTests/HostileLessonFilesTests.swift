import Foundation
import Testing

/// An instructor's folder of lesson files gone wrong in every way the issue lists: `podbay lint`
/// names each as `file:line: message`, and the REPL still loads every good lesson.
@Suite struct HostileLessonFilesTests {
    /// A small lesson that passes lint, with a few words changed per case.
    private static let good = """
        # A tiny lesson
        id: tiny
        number: 90
        scene: navigation
        summary: Small enough to change one thing at a time.

        One line of introduction.

        ## Step: Open a screen
        Open the next screen.
        try: tap open
        hint: tap open
        goal: ran tap

        ## Quiz
        ### Which command presses a button?
        - a) tap
        - b) quit
        why: quit leaves Podbay; it presses nothing.
        answer: a
        why: tap delivers a tap.
        """

    private static func variant(_ id: String, _ number: Int, _ change: (String) -> String = { $0 }) -> [UInt8] {
        Array(change(good.replacingOccurrences(of: "id: tiny", with: "id: \(id)")
            .replacingOccurrences(of: "number: 90", with: "number: \(number)")).utf8)
    }

    private static let huge = variant("huge", 97) + Array(repeating: UInt8(ascii: "x"), count: 5 << 20)
    /// Cut after the first byte of the two that make `é`.
    private static let truncated: [UInt8] = {
        let text = variant("cut", 98) { $0.replacingOccurrences(of: "One line", with: "Un café") }
        let cut = text.firstIndex(of: 0xC3).map { $0 + 1 } ?? text.count
        return Array(text.prefix(cut))
    }()

    /// Each file, and the one line lint must print for it (after the folder's path and '/').
    private static let cases: [(file: String, bytes: [UInt8], lint: String)] = [
        ("binary.md", Array("# Title\nid: x\n".utf8) + (0...255).map(UInt8.init),
         "binary.md:3: not a UTF-8 text file (the first byte that is not text is on this line)"),
        ("control.md", variant("control", 93) { $0.replacingOccurrences(of: "try: tap open", with: "try: tap launch") },
         "control.md:11: try: tap launch: the scene has no control 'launch' at this point (controls: open, call, close)"),
        ("duplicate-a.md", variant("twin", 94), "duplicate-b.md:1: id 'twin' is also used by"),
        ("duplicate-b.md", variant("twin", 95), ""),
        ("empty.md", [], "empty.md:1: empty lesson: no title, fields or steps"),
        ("goal.md", variant("goal", 96) { $0.replacingOccurrences(of: "goal: ran tap", with: "goal: screen shows \"x\"") },
         "goal.md:13: unknown goal 'screen shows \"x\"'; known: ran <command>"),
        ("huge.md", huge, "huge.md:1: file is \(huge.count) bytes; a lesson text is at most 1000000 bytes"),
        ("truncated.md", truncated, "truncated.md:7: the file ends in the middle of a character: it was cut short (truncated)"),
        ("good.md", variant("good", 99), ""),
        // A byte order mark is dropped (lint used to call the title "text before the title").
        ("bom.md", [0xEF, 0xBB, 0xBF] + variant("bom", 92), ""),
        // An escape sequence in a title would be obeyed by the terminal showing the catalog.
        ("escape.md", variant("escape", 91) { $0.replacingOccurrences(of: "# A tiny lesson", with: "# A \u{1B}[2Jtiny lesson") },
         "escape.md:1: control character U+001B in the text; a lesson text is plain text (tabs allowed)"),
    ]

    @Test func lintNamesEveryBadFileAndTheReplLoadsTheGoodOnes() throws {
        let folder = PodbayProcess.unusedFolder("podbay-lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for item in Self.cases { try Data(item.bytes).write(to: folder.appendingPathComponent(item.file)) }
        let process = PodbayProcess(stateFolder: folder.appendingPathComponent("home"))

        let lint = try process.run(["lint", folder.path])
        #expect(lint.status == 1)
        let lines = lint.output.split(separator: "\n").map(String.init)
        for item in Self.cases where !item.lint.isEmpty {
            #expect(lines.contains { $0.hasPrefix(folder.path + "/" + item.lint) }, "lint reports \(item.file) in:\n\(lint.output)")
        }
        #expect(lines.last == "lint: 8 problems in 11 lesson files", "one line per bad file")
        #expect(!lint.output.contains("bom.md"))
        #expect(!lint.output.contains("good.md"))

        let repl = try process.run(["--lessons", folder.path, "--width", "200"], stdin: Data("lessons\nopen good\n".utf8))
        #expect(repl.status == 0)
        #expect(repl.output.contains("  99  good "), "the good lesson loads")
        #expect(repl.output.contains("  92  bom "), "so does the one with a byte order mark")
        #expect(!repl.output.contains("\u{1B}"), "the escape sequence reaches no terminal")
        #expect(repl.output.contains("  93  control "), "a try: line the scene cannot take does not stop a lesson")
        #expect(repl.output.contains("   8  assembly "), "the shipped lessons load")
        #expect(repl.output.contains("broken: \(folder.path)/huge.md: line 1: file is \(Self.huge.count) bytes"))
        #expect(repl.output.contains("Lesson 99: A tiny lesson"), "and opens")
    }
}
