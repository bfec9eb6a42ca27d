import Foundation
import Testing

/// Long work at a terminal says what it is doing on one line, rewritten in place and erased at the
/// end: lint's exercises, a load's build past one second; Ctrl-C stops lint with one line. (In a
/// pipe none of it is written: the lint transcript and LoadTests read a pipe and see none.)
@Suite(.serialized) struct ProgressLineTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-progress-line")

    /// A lesson folder holding lesson 1 and its exercise alone: one exercise to build.
    private func oneExerciseLessons() throws -> String {
        let folder = state.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lesson = PodbayProcess.packageRoot.appendingPathComponent("Lessons/01-renderable")
        for name in ["renderable.md", "RenderableExercise"] {
            try FileManager.default.copyItem(at: lesson.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    /// A cold cache of its own, so the build takes long enough to be seen and stopped.
    private var process: PodbayProcess {
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": state.appendingPathComponent("cache").path]
        return process
    }

    @Test func lintSaysWhichExerciseItBuildsThenErasesTheLine() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(process, arguments: ["lint", try oneExerciseLessons()])
        try terminal.waitFor("\r\u{1B}[Klint: building exercise 1 of 1 (renderable)…")
        let end = try terminal.waitFor("lint: 1 lesson file, no problems")
        #expect(end.hasSuffix("\r\u{1B}[Klint: 1 lesson file, no problems"), "the progress line is erased before the summary")
        #expect(try terminal.exitStatus(seconds: 30) == 0)
    }

    @Test func ctrlCStopsLintWithOneLine() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        // The terminal is lint's controlling terminal (util-linux setsid), so Ctrl-C is what a
        // window's is: SIGINT to lint and to the compiler it runs.
        let terminal = try PseudoTerminal(
            process, arguments: ["lint", try oneExerciseLessons()], launcher: ["/usr/bin/setsid", "--ctty", "--wait"])
        try terminal.waitFor("lint: building exercise 1 of 1 (renderable)…")
        terminal.type("\u{3}")
        let end = try terminal.waitFor("lint: stopped with Ctrl-C; nothing is reported")
        #expect(!end.contains("problem"), "what the stopped builds said is not reported: \(end)")
        #expect(try terminal.exitStatus(seconds: 60) == 130)
    }

    /// A build now often ends within the second the line waits for, so the test shows it at once.
    @Test func aLoadPastOneSecondSaysItIsBuilding() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let garage = PodbayProcess.packageRoot.appendingPathComponent("Examples/Garage.swift").path
        var process = process
        process.extraEnvironment["PODBAY_PROGRESS_DELAY"] = "0"
        let terminal = try PseudoTerminal(process)
        try terminal.waitFor("podbay> ")
        terminal.type("load \(garage)\r")
        try terminal.waitFor("\r\u{1B}[Kload: compiling and linking Garage.swift (Ctrl-C stops it)…")
        // Erased before the loaded code's podbay speaks.
        try terminal.waitFor("\r\u{1B}[K")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus(seconds: 30) == 0)
    }
}
