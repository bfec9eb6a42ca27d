import Testing
import Tutor

/// `hint`'s pointer at a compile error: found among the compiler's lines for the learner's folder
/// only, its source line read from the file, and worded with a caret under the column.
@Suite struct CompileErrorPointerTests {
    static let folder = "/home/dave/.local/share/podbay/exercises/interaction/write-the-interaction-yourself"
    static let file = folder + "/PodBayDoorsInteraction.swift"
    static let text = "import SuperSimple\n\nfinal class PodBayDoorsInteraction {\n\tfunc use() { undefinedName }\n}\n"

    private func pointer(_ lines: [String], text: String = text) -> CompileErrorPointer? {
        CompileErrorPointer.first(in: lines, folder: Self.folder) { $0 == Self.file ? text : nil }
    }

    @Test func theFirstErrorInTheLearnersFolderIsPointedAt() throws {
        let found = try #require(pointer([
            "/usr/share/podbay/Lessons/02-interaction/InteractionExercise/CheckScene.swift:45:88: error: cannot find 'X' in scope",
            Self.file + ":4:15: warning: a warning comes first",
            Self.file + ":4:15: error: cannot find 'undefinedName' in scope",
            "/usr/share/podbay/Lessons/02-interaction/InteractionExercise/CheckScene.swift:10:10: note: protocol requires it",
            Self.file + ":5:1: error: a second error",
            Self.file + ":5:1: note: not this error's note",
            "check: 2 errors in \(Self.folder); nothing was checked",
        ]))
        #expect(found == CompileErrorPointer(
            path: Self.file, line: 4, column: 15, message: "cannot find 'undefinedName' in scope",
            sourceLine: "\tfunc use() { undefinedName }", notes: ["protocol requires it"]))
    }

    @Test func noErrorInTheLearnersFolderPointsAtNothing() {
        #expect(pointer(["/elsewhere/CheckScene.swift:45:88: error: cannot find 'X' in scope"]) == nil)
        #expect(pointer(["check: the error is in the lesson's check scene, not in your files"]) == nil)
        #expect(pointer([Self.folder + "/Gone.swift:1:1: error: the file cannot be read"]) == nil, "no text: nothing to point at")
    }

    /// A tab stays a tab so the caret lines up as the terminal shows the line; a line the file
    /// does not have is left out.
    @Test func theCaretStandsUnderTheColumn() throws {
        let found = try #require(pointer([Self.file + ":4:15: error: cannot find 'undefinedName' in scope"]))
        #expect(found.caretIndent == "\t             ")
        #expect(String(found.sourceLine.dropFirst(found.caretIndent.count).prefix(4)) == "unde")
        let wide = CompileErrorPointer(path: Self.file, line: 1, column: 9, message: "m", sourceLine: "let é = x")
        #expect(wide.caretIndent == "       ", "columns count UTF-8 bytes: é is two")
        let outside = try #require(pointer([Self.file + ":40:1: error: past the end"]))
        #expect(outside.sourceLine.isEmpty)
    }

    @Test func thePointerIsWordedAsAnEditorShowsIt() throws {
        let sink = StringSink()
        let view = TerminalView(sink: sink, style: TerminalStyle(color: false, ascii: true, width: 100))
        view.render(NoticeRenderable.compileError(CompileErrorPointer(
            path: Self.file, line: 11, column: 40, message: "incorrect argument label in call (have 'mesage:', expected 'message:')",
            sourceLine: "        banner?.render(BannerRenderable(mesage: \"I'm sorry, Dave.\"))",
            notes: ["a note the compiler added"])))
        #expect(sink.text == """
            hint: your code did not build. The compiler's first error in your file:
              \(Self.file):11:40
              error: incorrect argument label in call (have 'mesage:', expected 'message:')
              11 |         banner?.render(BannerRenderable(mesage: "I'm sorry, Dave."))
                 |                                        ^
              note: a note the compiler added

            """)
        let noLine = StringSink()
        TerminalView(sink: noLine, style: TerminalStyle(color: false, ascii: true, width: 100))
            .render(NoticeRenderable.compileError(CompileErrorPointer(path: Self.file, line: 40, column: 1, message: "m", sourceLine: "")))
        #expect(!noLine.text.contains("|"), "no source line, no caret")
    }
}
