import Foundation
import Testing

#if os(Linux)
// The tampering code finds its own podbay at /proc/self/exe.
/// A learner's code runs with the learner's rights, in the same build cache as the lesson's
/// solution that every check compares the learner's run with. Code that copies its own podbay
/// over the solution's cached build (and rewrites the mark of its size) must not make a later
/// check compare the learner's run with itself and pass.
@Suite struct SolutionBuildTamperTests {
    static let lessons = "Tests/EndToEndTests/Fixtures/tamper"

    /// One session: the exercise step open, `files`' text as the learner's Lamp.swift, `check`.
    private func check(_ lamp: String, state: URL) throws -> String {
        let workspace = state.appendingPathComponent("data/podbay/exercises/tamper/light-the-lamp")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(lamp.utf8).write(to: workspace.appendingPathComponent("Lamp.swift"))
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache, "XDG_DATA_HOME": state.appendingPathComponent("data").path]
        let outcome = try process.run(["--width", "240", "--lessons", Self.lessons], stdin: Data("open tamper\ncheck\n".utf8), timeout: 180)
        #expect(outcome.status == 0, "\(outcome.output)")
        return outcome.output.replacingOccurrences(of: "\n", with: " ")
    }

    @Test func learnerCodeCannotReplaceTheSolutionsBuild() throws {
        let state = PodbayProcess.unusedFolder("podbay-tamper")
        defer { try? FileManager.default.removeItem(at: state) }
        let fixtures = PodbayProcess.packageRoot.appendingPathComponent(Self.lessons)
        let starter = try String(contentsOf: fixtures.appendingPathComponent("Starter/Lamp.swift"), encoding: .utf8)
        let tampering = try String(contentsOf: fixtures.appendingPathComponent("Tampering.swift"), encoding: .utf8)
        // The solution is built (and cached) beside the starter's check, which fails: "dark", not "lit".
        let first = try check(starter, state: state)
        #expect(first.contains("\"lit\""), "\(first)")
        #expect(!first.contains("passed"), "\(first)")
        // The tampering code runs in its check and replaces the solution's cached build.
        _ = try check(tampering, state: state)
        // A new session's check runs the solution again: its own build, not the learner's copy.
        let third = try check(tampering, state: state)
        #expect(third.contains("\"lit\""), "the learner's screen is compared with the solution's own: \(third)")
        #expect(!third.contains("passed"), "\(third)")
    }
}
#endif
