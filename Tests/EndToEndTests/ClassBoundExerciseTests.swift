import Foundation
import Testing

/// Lesson 2's second exercise, "Make weak possible", on the real binary: its starter does not
/// compile, and `check` shows the learner the compiler's own refusal; the wrong fix a learner
/// reaches for first (dropping `weak`) compiles and fails on the edge; the reference passes.
@Suite struct ClassBoundExerciseTests {
    private static let folder = "Lessons/02-interaction/ClassBoundExercise"
    private static let file = "StatusLightInteraction.swift"

    /// Runs `open interaction` and `check` (then `input`) at the exercise, with `text` as the
    /// learner's file (nil: the starter, copied by Podbay).
    private func checked(_ text: String?, then input: String = "") throws -> String {
        let state = PodbayProcess.unusedFolder("podbay-class-bound")
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {"interaction": {"step": 13, "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        if let text {
            let workspace = state.appendingPathComponent("data/podbay/exercises/interaction/make-weak-possible")
            try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: workspace.appendingPathComponent(Self.file))
        }
        var process = PodbayProcess(stateFolder: state)
        // Builds shared with ExerciseTests' cache folder of this run.
        process.extraEnvironment = ["XDG_CACHE_HOME": ExerciseTests.cache, "XDG_DATA_HOME": state.appendingPathComponent("data").path]
        let outcome = try process.run(["--width", "240"], stdin: Data(("open interaction\ncheck\n" + input).utf8), timeout: 300)
        #expect(outcome.status == 0)
        return outcome.output
    }

    private func solution() throws -> String {
        try String(contentsOf: PodbayProcess.packageRoot.appendingPathComponent(Self.folder + "/Solution/" + Self.file), encoding: .utf8)
    }

    @Test func theStarterIsRefusedByTheCompilerInItsOwnWords() throws {
        let output = try checked(nil)
        #expect(output.contains("Make weak possible"), "\(output)")
        #expect(output.contains(
            "StatusLightInteraction.swift:13:22: error: 'weak' must not be applied to non-class-bound 'any StatusLightRendering'; consider adding a protocol conformance that has a class bound"),
            "\(output)")
        #expect(output.contains("check 1: your code did not build"), "\(output)")
    }

    @Test func droppingWeakCompilesAndFailsOnTheEdge() throws {
        let text = try solution().replacingOccurrences(of: "private weak var light", with: "private var light")
        #expect(text.contains("private var light"))
        let output = try checked(text)
        #expect(output.contains("check 1: not yet"), "\(output)")
        #expect(output.contains("✗ StatusLightInteraction.light holds its target strongly; the rule asks for weak"), "\(output)")
    }

    /// The check taps status twice: an interaction that answers the first tap only (a learner's
    /// `done` flag; it passed a playthrough when the check tapped once) fails on the second.
    @Test func anAnswerGivenOnceFailsOnTheSecondTap() throws {
        let text = try solution().replacingOccurrences(
            of: "    func didTapStatus() {\n", with: "    private var done = false\n\n    func didTapStatus() {\n        if done { return }\n        done = true\n")
        #expect(text.contains("if done { return }"))
        let output = try checked(text)
        #expect(output.contains("check 1: not yet"), "\(output)")
        #expect(output.contains("✗ after the second 'tap status', your code sent no"), "\(output)")
    }

    @Test func theReferencePasses() throws {
        let output = try checked(try solution())
        #expect(output.contains("✓ check 1 passed"), "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    /// The deprecated spelling of a class bound passes, and the compiler's warning is shown under
    /// the verdict, pointing at the learner's file, at the second check too (its build cached).
    @Test func theDeprecatedClassBoundPassesWithTheCompilersWarning() throws {
        let text = try solution().replacingOccurrences(of: "protocol StatusLightRendering: AnyObject {", with: "protocol StatusLightRendering: class {")
        #expect(text.contains(": class {"))
        let output = try checked(text, then: "check\n")
        let lines = output.split(separator: "\n").map(String.init)
        let warning = "/make-weak-possible/StatusLightInteraction.swift:4:32: warning: using 'class' keyword to define a class-constrained protocol is deprecated; use 'AnyObject' instead"
        for check in ["✓ check 1 passed", "✓ check 2 passed"] {
            let verdict = try #require(lines.firstIndex { $0.hasPrefix(check) }, "\(output)")
            let under = lines[(verdict + 1)...].first { !$0.hasPrefix("'quiz'") } ?? ""
            #expect(under.contains(warning), "\(check): \(output)")
        }
    }
}
