import Foundation
import Testing

/// A returning learner's greeting at a terminal, on the real binary: start-up finds the lesson to
/// go on with by parsing only the texts it reaches (`LessonWalk`), and reads every text only when
/// a saved step lies past its lesson's end, which it still says once. Each answer here is the one
/// the catalog gave when start-up parsed every text.
@Suite struct ReturningGreetingTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-greeting")

    /// What the terminal showed up to the first prompt, started over `progress`.
    private func start(over progress: String, _ arguments: [String] = []) throws -> String {
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(progress.utf8).write(to: folder.appendingPathComponent("progress.json"))
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state), arguments: ["--width", "240"] + arguments)
        let shown = try terminal.waitFor("podbay> ", seconds: 30)
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        return shown
    }

    private static let welcomeDone = #""welcome": {"step": 2, "goalsMet": [0, 1, 2], "answers": {"1": "c", "2": "a"}}"#

    @Test func theLessonLeftOpenIsResumed() throws {
        let shown = try start(over: #"{"version": 1, "lastLesson": "routing", "lessons": {\#(Self.welcomeDone), "routing": {"step": 4, "goalsMet": [0, 1, 2, 3], "answers": {}}}}"#)
        #expect(shown.contains("Welcome back: 'open routing' resumes where you stopped."), "\(shown)")
        #expect(!shown.contains("note:"), "\(shown)")
    }

    /// The lesson left open is done: the first lesson not done, past the done ones before it.
    @Test func afterADoneLessonTheFirstNotDoneIsNamed() throws {
        let shown = try start(over: #"{"version": 1, "lastLesson": "welcome", "lessons": {\#(Self.welcomeDone), "routing": {"step": 4, "goalsMet": [0], "answers": {}}}}"#)
        #expect(shown.contains("Welcome back: 'open renderable' starts the next lesson not done yet."), "\(shown)")
    }

    /// A lesson named by its number, as a hand-edited file may.
    @Test func aLessonNamedByItsNumberIsFound() throws {
        let shown = try start(over: #"{"version": 1, "lastLesson": "5", "lessons": {"routing": {"step": 4, "goalsMet": [], "answers": {}}}}"#)
        #expect(shown.contains("Welcome back: 'open routing' resumes where you stopped."), "\(shown)")
    }

    /// A saved step past its lesson's end: said once, before the greeting, which is unchanged.
    @Test func aStepPastItsLessonsEndIsSaidAtStart() throws {
        let shown = try start(over: #"{"version": 1, "lastLesson": "renderable", "lessons": {\#(Self.welcomeDone), "renderable": {"step": 40, "goalsMet": [0], "answers": {}}}}"#)
        #expect(shown.components(separatedBy: "note: saved progress put lesson 'renderable' at step index 40, past its 12 steps; it resumes at step 12").count == 2, "\(shown)")
        #expect(shown.contains("Welcome back: 'open renderable' resumes where you stopped."), "\(shown)")
    }

    /// A lessons folder whose two texts give one number: the outlines cannot tell which file is
    /// that lesson, so the catalog decides (the second file by path is left out), as before; a
    /// walk taking the outlines at their word would resume the left-out one.
    @Test func aClashOfNumbersIsLeftToTheCatalog() throws {
        let extra = PodbayProcess.unusedFolder("podbay-greeting-lessons")
        defer { try? FileManager.default.removeItem(at: extra) }
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        let welcome = try String(contentsOf: PodbayProcess.packageRoot.appendingPathComponent("Lessons/00-welcome/welcome.md"), encoding: .utf8)
        for (file, id) in [("a.md", "aa"), ("b.md", "bb")] {
            try Data(welcome.replacingOccurrences(of: "id: welcome", with: "id: \(id)").replacingOccurrences(of: "number: 0", with: "number: 50").utf8)
                .write(to: extra.appendingPathComponent(file))
        }
        let shown = try start(
            over: #"{"version": 1, "lastLesson": "bb", "lessons": {"bb": {"step": 1, "goalsMet": [], "answers": {}}}}"#,
            ["--lessons", extra.path])
        #expect(shown.contains("Welcome back: 'open welcome' starts the next lesson not done yet."), "\(shown)")
    }
}
