import Foundation
import Testing

/// Ctrl-C at a (pseudo-)terminal while loaded code never returns: in a tap (the loaded podbay is
/// stopped and the scene that worked opens again), and in `roots()` as the scene first opens (the
/// prompt comes back in the podbay the user started, as it was before `load`); the session goes on.
@Suite(.serialized) struct ContainmentTerminalTests {
    private let state = PodbayProcess.unusedFolder("podbay-contain-terminal")

    private func terminal(_ arguments: [String], launcher: [String] = []) throws -> PseudoTerminal {
        var process = PodbayProcess(stateFolder: state)
        // The time limit is not what stops these: Ctrl-C is.
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache, "PODBAY_CHECK_TIME_LIMIT": "600"]
        return try PseudoTerminal(process, arguments: ["--width", "200"] + arguments, launcher: launcher)
    }

    /// The loaded podbay running `podbay`'s command, once it runs (not the compiler before it).
    private func loadedPodbay(of podbay: Int32) -> Int32? {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let loaded = ContainmentTests.children(of: podbay).first { pid in
                let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
                return executable.hasPrefix(LoadTests.cache) && executable.hasSuffix("/podbay")
            }
            if let loaded { return loaded }
            usleep(20_000)
        }
        return nil
    }

    @Test func ctrlCStopsATapThatNeverReturns() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try terminal(["--load", "\(LoadTests.fixtures)/Contained.swift"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("tap loop\r")
        try terminal.waitFor("tap loop\r\n")
        usleep(300_000)
        terminal.interrupt()
        try terminal.waitFor("stopped with Ctrl-C: the code from \(LoadTests.fixtures)/Contained.swift was still running", seconds: 10)
        try terminal.waitFor("opens again", seconds: 10)
        try terminal.waitFor("podbay> ", seconds: 60)
        terminal.type("screen\r")
        let answer = try terminal.waitFor("podbay> ")
        #expect(answer.contains("a door; tap leave"), "the scene that worked opened again: \(answer)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    /// Watch mode at a terminal: saving the loaded file reloads it by itself, the new scene said
    /// above the prompt, and what was being typed is on the prompt's line again, to go on with; a
    /// second save with that line still typed wakes the prompt again.
    @Test func watchModeReloadsAfterASaveAndKeepsTheLineBeingTyped() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let file = state.appendingPathComponent("Lamp.swift")
        let scene = { (label: String) in
            "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [SceneRoot(label: \"\(label)\", object: Lamp())] }\n"
        }
        try scene("before").write(to: file, atomically: true, encoding: .utf8)
        let terminal = try terminal(["--watch", "--load", file.path])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        // A longer line first: libedit's buffer still holds it past what is typed next, and the
        // typed line must come back without its tail ("graph --depth 1a#1" was seen).
        terminal.type("inspect Lamp#1 and a longer line than the next\r")
        try terminal.waitFor("usage: inspect")
        try terminal.waitFor("podbay> ")
        terminal.type("graph --dep")
        try terminal.waitFor("graph --dep")
        try scene("after").write(to: file, atomically: true, encoding: .utf8)
        try terminal.waitFor("watch: \(file.path) was saved: reload", seconds: 60)
        try terminal.waitFor("roots: after.", seconds: 120)
        try terminal.waitFor("podbay> graph --dep", seconds: 30)
        // A second save, the line still half typed: it wakes the prompt too, with no Enter.
        try scene("again").write(to: file, atomically: true, encoding: .utf8)
        try terminal.waitFor("roots: again.", seconds: 120)
        try terminal.waitFor("podbay> graph --dep", seconds: 30)
        terminal.type("th 1\r")
        let answer = try terminal.waitFor("podbay> ")
        #expect(answer.contains("Lamp#1  (root: again)"), "\(answer)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    /// Ctrl-C while `check` builds the learner's files (a cache of its own, so the build takes
    /// seconds): the check is stopped, said as what it was, not as a build that failed for a cause
    /// outside the learner's files, and not counted; the session goes on.
    @Test func ctrlCWhileACheckBuildsIsSaidAsWhatItWas() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {"interaction": {"step": 12, "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = [
            "XDG_CACHE_HOME": state.appendingPathComponent("cache").path, "XDG_DATA_HOME": state.appendingPathComponent("data").path,
        ]
        let terminal = try PseudoTerminal(process, arguments: ["--width", "200"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("open interaction\r")
        try terminal.waitFor("Write the interaction yourself")
        try terminal.waitFor("podbay> ")
        terminal.type("check\r")
        try terminal.waitFor("check\r\n")
        usleep(700_000)
        terminal.interrupt()
        let said = try terminal.waitFor("podbay> ", seconds: 60)
        #expect(said.contains("check: stopped with Ctrl-C while your files were being built; nothing was checked"), "\(said)")
        #expect(!said.contains("the cause is outside your files"), "\(said)")
        terminal.type("progress\r")
        let progress = try terminal.waitFor("podbay> ")
        #expect(progress.contains("exercise not tried"), "not counted: \(progress)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    /// The learner's code in a check writes a passing verdict of its own on `/dev/tty` (past
    /// Podbay's gate), then hides what follows: the check's podbay has no terminal to open, so the
    /// screen shows Podbay's verdict alone.
    @Test func aChecksCodeCannotWriteOnTheTerminal() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {"interaction": {"step": 12, "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        let workspace = state.appendingPathComponent("data/podbay/exercises/interaction/write-the-interaction-yourself")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let fixture = PodbayProcess.packageRoot.appendingPathComponent(
            "Tests/EndToEndTests/Fixtures/hostile-checks/02-writes-on-the-terminal/PodBayDoorsInteraction.swift")
        try FileManager.default.copyItem(at: fixture, to: workspace.appendingPathComponent("PodBayDoorsInteraction.swift"))
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": HostileCheckTests.cache, "XDG_DATA_HOME": state.appendingPathComponent("data").path]
        // The terminal is the session's own, as a real one is: `/dev/tty` names it.
        let terminal = try PseudoTerminal(process, arguments: ["--width", "200"], launcher: ["/usr/bin/setsid", "--ctty", "--wait"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("open interaction\r")
        try terminal.waitFor("podbay> ")
        terminal.type("check\r")
        let said = try terminal.waitFor("podbay> ", seconds: 120)
        #expect(!said.contains("FORGED ON THE TERMINAL"), "\(said)")
        // By the device's path: refused by the check's write wall (Landlock), where the kernel has it.
        if WriteWall.available { #expect(!said.contains("FORGED ON A PTS"), "\(said)") }
        #expect(!said.contains("\u{1b}[8m"), "\(said)")
        #expect(said.contains("✗ PodBayDoorsInteraction.banner holds its target strongly"), "\(said)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }

    #if os(Linux)
    // /proc and util-linux setsid.
    @Test func ctrlCStopsARootsThatNeverReturns() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try terminal(["--lesson", "0"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("load \(LoadTests.fixtures)/Endless.swift\r")
        _ = try #require(loadedPodbay(of: terminal.process.processIdentifier), "the loaded podbay never started")
        usleep(300_000)
        terminal.interrupt()
        try terminal.waitFor("stopped with Ctrl-C: the code from \(LoadTests.fixtures)/Endless.swift was still running", seconds: 10)
        try terminal.waitFor("podbay> ")
        terminal.type("screen\r")
        let answer = try terminal.waitFor("podbay> ")
        #expect(answer.contains("Welcome aboard, Dave."), "lesson 0 is open again, as before the load")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }
    #endif

    #if os(Linux)
    // /proc and util-linux setsid.
    /// At a terminal that is podbay's own (its controlling terminal, as in a window), the loaded
    /// podbay holds the terminal's foreground: a typed Ctrl-C reaches it, not the podbay waiting
    /// for it, which takes the terminal back and prompts.
    @Test func ctrlCTypedAtItsOwnTerminalStopsTheLoadedPodbay() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try terminal(
            ["--load", "\(LoadTests.fixtures)/Contained.swift"], launcher: ["/usr/bin/setsid", "--ctty", "--wait"])
        try terminal.waitFor("podbay> ")
        try terminal.waitForPromptModes()
        terminal.type("tap loop\r")
        try terminal.waitFor("tap loop\r\n")
        usleep(300_000)
        terminal.type("\u{3}")
        try terminal.waitFor("stopped with Ctrl-C: the code from \(LoadTests.fixtures)/Contained.swift was still running", seconds: 10)
        try terminal.waitFor("opens again", seconds: 10)
        try terminal.waitFor("podbay> ", seconds: 60)
        try terminal.waitForPromptModes()
        terminal.type("screen\r")
        let answer = try terminal.waitFor("podbay> ")
        #expect(answer.contains("a door; tap leave"), "the scene that worked opened again: \(answer)")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }
    #endif

    #if os(Linux)
    // /proc says when a process is stopped.
    /// Ctrl-Z at the loaded podbay's prompt stops it and the podbay waiting for it (so the shell
    /// has its terminal back); on `fg` (SIGCONT to the podbay the user started) both go on, and the
    /// loaded podbay reads keys again.
    @Test func ctrlZStopsBothAndContinuingGoesOnInTheLoadedPodbay() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let code = "\(LoadTests.fixtures)/Contained.swift"
        let terminal = try terminal(["--load", code])
        try terminal.waitFor("podbay> ")
        let podbay = terminal.process.processIdentifier
        let loaded = try #require(loadedPodbay(of: podbay))
        try terminal.waitForPromptModes()
        terminal.type("\u{1A}")
        let deadline = Date().addingTimeInterval(10)
        while PseudoTerminal.state(of: podbay) != "T" || PseudoTerminal.state(of: loaded) != "T", Date() < deadline { usleep(20_000) }
        #expect(PseudoTerminal.state(of: loaded) == "T", "the loaded podbay is stopped")
        #expect(PseudoTerminal.state(of: podbay) == "T", "the podbay the user started is stopped")
        kill(podbay, SIGCONT)
        while PseudoTerminal.state(of: loaded) == "T", Date() < deadline { usleep(20_000) }
        usleep(100_000)
        terminal.type("step\r")
        try terminal.waitFor("\(code) is loaded code, not a lesson")
        try terminal.waitFor("podbay> ")
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
    }
    #endif
}
