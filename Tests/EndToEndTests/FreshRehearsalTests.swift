import Foundation
import Testing

/// `--fresh`, the workshop's rehearsal: a run that neither reads nor moves the presenter's own
/// progress, history or exercise files, and leaves nothing behind.
@Suite struct FreshRehearsalTests {
    private let folder = PodbayProcess.unusedFolder("podbay-fresh")

    private var progressFile: URL { folder.appendingPathComponent("state/podbay/progress.json") }
    private var temporary: URL { folder.appendingPathComponent("tmp") }

    private func run(_ commands: String, _ arguments: [String]) throws -> String {
        var process = PodbayProcess(stateFolder: folder)
        process.extraEnvironment = ["TMPDIR": temporary.path]
        return try process.run(arguments, stdin: Data(commands.utf8)).output
    }

    @Test func aRehearsalLeavesTheLearnersProgressAsItWasAndNothingBehind() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // The presenter's own progress: lesson 0, at its second step.
        _ = try run("open 0\nhelp\nnext\n", [])
        let before = try Data(contentsOf: progressFile)
        #expect(String(decoding: before, as: UTF8.self).contains("\"welcome\""))

        // The rehearsal starts from nothing: lesson 0 from its first step, lesson 1 moved on.
        let rehearsal = try run("progress\nopen 0\nopen 1\nnext\nprogress\n", ["--fresh"])
        #expect(rehearsal.contains("Step 1 of 3"), "lesson 0 starts at its first step, not where the learner is")
        #expect(try Data(contentsOf: progressFile) == before, "the learner's progress is not written")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "the rehearsal's folder is removed at the end: \(left)")

        // And the next real run resumes where the learner was.
        let after = try run("open 0\n", [])
        #expect(after.contains("Step 2 of 3"), "resumed at the learner's step")
    }

    /// Without a terminal nothing is said of it: a pipe's output is the session's alone.
    @Test func aPipedRehearsalSaysNothingExtra() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let plain = try run("open 0\nscreen\n", [])
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("state"))
        let fresh = try run("open 0\nscreen\n", ["--fresh"])
        #expect(fresh == plain)
    }
}
