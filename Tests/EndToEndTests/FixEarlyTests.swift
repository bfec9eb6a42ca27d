import Foundation
import Testing

/// A "fix it" step is met when the scene keeps every rule, however it got there: a learner who
/// ran `fix` a step early is not stuck at a goal asking for `fix`, which is then refused
/// ("nothing is broken").
@Suite struct FixEarlyTests {
    @Test func aFixStepIsMetWhenTheLearnerFixedAStepEarly() throws {
        let state = PodbayProcess.unusedFolder("podbay-fix-early")
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        // At lesson 1's step 7 (Find the state), the step before "Fix it".
        try Data(#"{"version": 1, "lessons": {"renderable": {"step": 6, "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        let input = "open renderable\nbreak stateful-view\ninspect CountingBannerView#1\nfix\nnext\nnext\n"
        let outcome = try PodbayProcess(stateFolder: state).run(["--width", "200"], stdin: Data(input.utf8), timeout: 60)
        #expect(outcome.output.contains("── Step 8 of 12: Fix it ──"), "\(outcome.output)")
        #expect(outcome.output.contains("goal: the scene keeps every rule again and run 'fix' (met)"), "\(outcome.output)")
        #expect(outcome.output.contains("── Step 9 of 12: Break it: a renderable that is an object ──"), "\(outcome.output)")
    }
}
