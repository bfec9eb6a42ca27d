import Foundation
import Testing

/// What loaded code writes, and how its podbay ends, on the real binary through pipes: every byte
/// the code writes (standard output and error, `print` and `write(2)`) passes the gate, in order
/// with Podbay's own answers and in the `--record` transcript; a trap is said in one line at the
/// user's file, without the runtime's stack trace; `quit` ends at once though the code registered
/// an exit-time handler that never returns.
@Suite struct LoadedOutputTests {
    static let fixtures = LoadTests.fixtures
    static let unguarded = "\(fixtures)/Unguarded.swift"

    private func run(_ input: String, arguments: [String] = [], timeout: Double = 120) throws -> (output: String, status: Int32) {
        let state = PodbayProcess.unusedFolder("podbay-loaded-output")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache]
        let outcome = try process.run(["--width", "200"] + arguments, stdin: Data(input.utf8), timeout: timeout)
        return (outcome.output, outcome.status)
    }

    @Test func whatLoadedCodeWritesIsShownNotObeyed() throws {
        let result = try run("load \(Self.unguarded)\ntap forge\ntap shout\n")
        #expect(result.status == 0, "\(result.output)")
        // No escape reaches the output: the forged prompt is one line, its escapes spelt out.
        #expect(!result.output.contains("\u{1B}"), "\(result.output.debugDescription)")
        #expect(result.output.contains("^[[2J^[[Hpodbay> quit\nforge done\n"), "\(result.output)")
        // Standard error written with write(2): a title-setting sequence, shown.
        #expect(result.output.contains("shouted ^[]0;owned^G on stderr\nshout done\n"), "\(result.output)")
    }

    /// A print without a newline comes out before Podbay's answer to the same tap, not after.
    @Test func aPrintWithoutANewlineComesBeforePodbaysAnswer() throws {
        let result = try run("load \(Self.unguarded)\ntap half\nscreen\n")
        #expect(result.output.contains("half a line, half done\na lamp;"), "\(result.output)")
    }

    @Test func theTranscriptHoldsTheCodesOutputShownAndInOrder() throws {
        let scratch = PodbayProcess.unusedFolder("podbay-loaded-output-record")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let record = scratch.appendingPathComponent("session.txt")
        let result = try run("load \(Self.unguarded)\ntap forge\ntap shout\n", arguments: ["--record", record.path])
        #expect(result.status == 0, "\(result.output)")
        let transcript = try String(contentsOf: record, encoding: .utf8)
        #expect(!transcript.contains("\u{1B}"), "\(transcript.debugDescription)")
        #expect(transcript.contains("podbay> tap forge\n^[[2J^[[Hpodbay> quit\nforge done\n"), "\(transcript)")
        #expect(transcript.contains("podbay> tap shout\nshouted ^[]0;owned^G on stderr\nshout done\n"), "\(transcript)")
    }

    /// A force-unwrapped nil: the runtime's reason in one line at the user's file and line, then
    /// what the session shows now; no stack trace, no generated path.
    @Test func aTrapIsOneLineAtTheUsersFile() throws {
        let result = try run("load \(Self.unguarded)\ntap nil\nscreen\n")
        let output = result.output
        #expect(result.status == 0, "\(output)")
        #expect(output.contains(
            "\nFatal error: Unexpectedly found nil while unwrapping an Optional value at \(Self.unguarded):37; its objects are gone\n"
                + "Progress and history are saved. The scene from \(Self.unguarded) opens again"), "\(output)")
        #expect(!output.contains("stack trace"), "\(output)")
        #expect(!output.contains("PodbayLoaded"), "\(output)")
        #expect(!output.contains("0x"), "\(output)")
        #expect(output.components(separatedBy: "a lamp; tap forge").count == 2, "the scene opened again: \(output)")
    }

    /// The learner's own words in `fatalError`, their escape spelt out.
    @Test func aFatalErrorsOwnMessageIsShownInItsOneLine() throws {
        let result = try run("load \(Self.unguarded)\ntap die\n")
        #expect(result.output.contains(
            "\nFatal error: the lamp ^[[31mexploded at \(Self.unguarded):39; its objects are gone\n"), "\(result.output)")
        #expect(!result.output.contains("\u{1B}"), "\(result.output.debugDescription)")
    }

    /// Text the code prints that merely reads like a trap is its own output, shown as printed.
    @Test func aPrintedFatalErrorLineIsNotTakenForATrap() throws {
        let folder = PodbayProcess.unusedFolder("podbay-loaded-output-words")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Words.swift")
        try "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] {\n    print(\"x.swift:1: Fatal error: only words\")\n    return [SceneRoot(label: \"lamp\", object: Lamp())]\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try run("load \(file.path)\nalive\n")
        #expect(result.output.contains("x.swift:1: Fatal error: only words\n"), "\(result.output)")
        #expect(result.output.contains("1 × Lamp"), "\(result.output)")
        #expect(!result.output.contains("its objects are gone"), "\(result.output)")
    }

    /// An `atexit` handler that never returns: `quit` and the end of input end the session at once.
    @Test(arguments: ["quit\n", ""]) func leavingSkipsTheCodesExitHandlers(_ leaving: String) throws {
        let started = Date()
        let result = try run("load \(Self.fixtures)/AtExitLoop.swift\nalive\n" + leaving, timeout: 60)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("1 × Clock"), "\(result.output)")
        // The build may take a while on a busy machine; the hang it replaces was for ever.
        #expect(Date().timeIntervalSince(started) < 50, "\(result.output)")
    }
}
