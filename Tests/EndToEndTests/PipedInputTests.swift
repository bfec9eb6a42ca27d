import Foundation
import Testing

/// The executable fed through a pipe, as `printf 'open 0\nscreen\n' | podbay` would be.
@Suite struct PipedInputTests {
    private func run(_ input: String, arguments: [String] = [], environment extra: [String: String] = [:]) throws
        -> (output: String, status: Int32, state: URL)
    {
        let state = PodbayProcess.unusedFolder()
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = extra
        let outcome = try process.run(arguments, stdin: Data(input.utf8))
        return (outcome.output, outcome.status, state)
    }

    @Test func pipedInputGetsNoPromptsAndNoEscapeCodes() throws {
        // A colour-capable TERM and no NO_COLOR: only the pipe itself may turn prompts and colour off.
        let result = try run("help\nopen 0\nscreen\nnext\nbogus\nquit\n", environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        defer { try? FileManager.default.removeItem(at: result.state) }
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.output.contains("podbay>"))
        #expect(result.output.contains("Welcome aboard, Dave."))
        #expect(result.output.contains("unknown command 'bogus'"))
    }

    @Test func endOfInputLeavesWithExitCodeZeroAndSavesProgress() throws {
        let result = try run("open 0\nhelp\nnext")
        defer { try? FileManager.default.removeItem(at: result.state) }
        #expect(result.status == 0)
        let progress = try String(contentsOf: result.state.appendingPathComponent("state/podbay/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"step\" : 1"))
    }

    @Test func invalidUTF8AndControlBytesAreAnsweredNotFatal() throws {
        var bytes = Array("help open\n".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x41, 0x0A]
        bytes += Array("open \u{1B}[31m0\nquit\n".utf8)
        let state = PodbayProcess.unusedFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try PodbayProcess(stateFolder: state).run([], stdin: Data(bytes))
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("usage: open <lesson>"))
        #expect(outcome.output.components(separatedBy: "unknown command").count == 2)
        // Pasted control characters are shown, never sent back to the terminal.
        #expect(outcome.output.contains("open: no lesson '^[[31m0'"))
        #expect(!outcome.output.contains("\u{1B}"))
        #expect(!outcome.output.contains("\u{0}"))
    }

    /// 10 MB of seeded noise: random bytes (invalid UTF-8, NULs), escape sequences, and 1 MB lines,
    /// after a session that saved progress. Every line is answered or refused, the exit is clean,
    /// and the progress file is what the session left.
    @Test func tenMegabytesOfNoiseLoseNothing() throws {
        let state = PodbayProcess.unusedFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let process = PodbayProcess(stateFolder: state)
        _ = try process.run([], stdin: Data("open 5\ntype password open\ntap login\nnext\n".utf8))
        let progressFile = state.appendingPathComponent("state/podbay/progress.json")
        let before = try Data(contentsOf: progressFile)

        var random = SeededRandom(seed: 7)
        var noise: [UInt8] = []
        noise.reserveCapacity(10 << 20)
        var lines = 0
        while noise.count < 10 << 20 {
            switch random.next() % 100 {
            case 0..<2: noise += (0..<(1 << 20)).map { _ in UInt8(32 + random.next() % 95) }
            case 2..<30: noise += Array("\u{1B}[31m\u{0}\u{7}open 1\u{0}".utf8)
            default: noise += (0..<(1 + random.next() % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                .filter { $0 != 0x0A }
            }
            noise.append(0x0A)
            lines += 1
        }
        let outcome = try process.run([], stdin: Data(noise))
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("Fatal error"))
        #expect(outcome.output.contains("line too long"))
        #expect(outcome.output.components(separatedBy: "\n").count >= lines / 2, "lines were answered")
        #expect(try Data(contentsOf: progressFile) == before, "the progress file is intact")
    }

    @Test func recordWritesTheTranscriptWithCommands() throws {
        let state = PodbayProcess.unusedFolder()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let record = state.appendingPathComponent("session.txt")
        let outcome = try PodbayProcess(stateFolder: state).run(["--record", record.path], stdin: Data("open 0\nstep\n".utf8))
        let transcript = try String(contentsOf: record, encoding: .utf8)
        #expect(transcript.hasPrefix("podbay> open 0\nLesson 0: Welcome aboard\n"))
        #expect(transcript.contains("podbay> step\n── Step 1 of 3"))
        #expect(!outcome.output.contains("podbay>"))
    }
}

/// A small deterministic generator (SplitMix64), so the noise is the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
}
