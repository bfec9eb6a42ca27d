import Foundation
import Testing

/// Presenter mode (`--script FILE --step`) at a pseudo-terminal: each command of the script waits
/// on the prompt line; Enter runs it, an edit runs the edited line, another command runs while the
/// script waits, and the prompt is handed back at the end.
@Suite(.serialized) struct PresenterModeTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-presenter")

    @Test func aScriptIsPresentedStepByStepWithOneCommandEdited() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("demo.pod")
        let transcript = state.appendingPathComponent("demo.txt")
        try Data("# Lesson zero, for the room\nopen 0\n\nhelp\nscreen\n".utf8).write(to: script)
        let terminal = try PseudoTerminal(
            PodbayProcess(stateFolder: state), arguments: ["--script", script.path, "--step", "--record", transcript.path])
        let start = try terminal.waitFor("podbay> open 0")
        #expect(start.contains("# Lesson zero, for the room"), "the comment is shown to the room")
        #expect(!start.contains("Lesson 0: Welcome aboard"), "nothing has run yet")
        try terminal.waitForPromptModes()
        terminal.type("\r")
        try terminal.waitFor("Step 1 of 3: Ask for help")
        // The next command waits, written out; the presenter edits it before running it.
        try terminal.waitFor("podbay> help")
        try terminal.waitForPromptModes()
        terminal.type(" open\r")
        let edited = try terminal.waitFor("podbay> screen")
        #expect(edited.contains("usage: open <lesson>"), "the edited line ran: help open")
        #expect(edited.contains("goal met: run 'help'"), "a presented line counts toward goals")
        // Another command, typed over the offered one (Ctrl-U empties the line): it runs, and the
        // script waits. Keys go in once libedit has the terminal, or the driver would take Ctrl-U.
        try terminal.waitForPromptModes()
        terminal.type("\u{15}lessons\r")
        let typedOver = try terminal.waitFor("podbay> screen")
        #expect(typedOver.contains("Lessons (open <number> or open <name>)"))
        try terminal.waitForPromptModes()
        terminal.type("\r")
        let end = try terminal.waitFor("the prompt is yours")
        #expect(end.contains("Welcome aboard, Dave."), "screen ran")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)

        let recorded = try String(contentsOf: transcript, encoding: .utf8)
        let shown = recorded.split(separator: "\n").filter { $0.hasPrefix("podbay> ") || $0.hasPrefix("#") || $0.hasPrefix("end of") }
        #expect(shown == [
            "# Lesson zero, for the room", "podbay> open 0", "podbay> help open", "podbay> lessons", "podbay> screen",
            "end of the script \(script.path): the prompt is yours", "podbay> quit",
        ])
        let progress = try String(contentsOf: state.appendingPathComponent("state/podbay/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"goalsMet\" : [\n        0\n      ]"), "step 1's goal, met by the edited line")
    }

    /// Ctrl-C puts an edited command back as written; an emptied line skips it; Ctrl-D on an
    /// empty line ends the script early and hands the prompt back.
    @Test func ctrlCRestoresEnterOnAnEmptiedLineSkipsCtrlDEnds() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("demo.pod")
        let transcript = state.appendingPathComponent("demo.txt")
        try Data("open 0\nhelp\nscreen\nlessons\n".utf8).write(to: script)
        let terminal = try PseudoTerminal(
            PodbayProcess(stateFolder: state), arguments: ["--script", script.path, "--step", "--record", transcript.path])
        try terminal.waitFor("podbay> open 0")
        try terminal.waitForPromptModes()
        terminal.type("\u{8}\u{8}\u{8}")
        terminal.type("\u{3}")
        try terminal.waitFor("^C")
        try terminal.waitFor("podbay> open 0")
        try terminal.waitForPromptModes()
        terminal.type("\r")
        try terminal.waitFor("podbay> help")
        try terminal.waitForPromptModes()
        terminal.type("\u{15}\r")
        try terminal.waitFor("podbay> screen")
        try terminal.waitForPromptModes()
        terminal.type("\u{15}\u{4}")
        try terminal.waitFor("the prompt is yours")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        let recorded = try String(contentsOf: transcript, encoding: .utf8)
        let run = recorded.split(separator: "\n").filter { $0.hasPrefix("podbay> ") || $0.hasPrefix("end of") }
        #expect(run == ["podbay> open 0", "end of the script \(script.path): the prompt is yours", "podbay> quit"],
                "help skipped, screen and lessons never run")
    }

    /// A rehearsal (`--fresh`) in presenter mode says so before the first command, and leaves the
    /// presenter's progress file as it was.
    @Test func aFreshRehearsalSaysSoAtStartAndKeepsNothing() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("demo.pod")
        try Data("open 0\nhelp\n".utf8).write(to: script)
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: state), arguments: ["--script", script.path, "--step", "--fresh"])
        let start = try terminal.waitFor("podbay> open 0")
        #expect(start.contains("Rehearsal (--fresh): progress, history and exercise files last for this run only"))
        try terminal.waitForPromptModes()
        terminal.type("\r")
        try terminal.waitFor("podbay> help")
        try terminal.waitForPromptModes()
        terminal.type("\r")
        try terminal.waitFor("the prompt is yours")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("state/podbay/progress.json").path))
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("state/podbay/history").path))
    }

    /// Without a terminal there is no one to press Enter: one line says so, and the script runs.
    @Test func withoutATerminalStepSaysSoAndRunsTheScript() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("demo.pod")
        try Data("# a comment\nopen 0\n".utf8).write(to: script)
        let outcome = try PodbayProcess(stateFolder: state).run(["--script", script.path, "--step"], timeout: 60)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first == "warning: --step needs a terminal; the script runs straight through")
        #expect(lines.dropFirst().first == "podbay> open 0")
    }

    @Test func stepWithoutAScriptIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try PodbayProcess(stateFolder: state).run(["--step"], timeout: 60)
        #expect(outcome.status == 64)
        #expect(outcome.output.hasPrefix("Error: --step goes with --script FILE"))
    }
}
