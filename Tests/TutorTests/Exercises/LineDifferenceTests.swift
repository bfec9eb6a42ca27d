import Testing
@testable import Tutor

/// `solution`'s diff: the learner's lines marked `-`, the reference's `+`, shared lines kept.
@Suite struct LineDifferenceTests {
    @Test func aChangedLineShowsAsRemovedThenAdded() {
        let difference = LineDifference(
            old: ["final class A {", "    private var banner: B?", "}"],
            new: ["final class A {", "    private weak var banner: B?", "}"])
        #expect(difference.lines == ["  final class A {", "-     private var banner: B?", "+     private weak var banner: B?", "  }"])
        #expect(!difference.isEmpty)
    }

    @Test func addedAndRemovedLinesAtTheEndsAreKeptInOrder() {
        let difference = LineDifference(old: ["a", "b"], new: ["b", "c", "d"])
        #expect(difference.lines == ["- a", "  b", "+ c", "+ d"])
        #expect(LineDifference(old: ["x"], new: ["x"]).isEmpty)
    }

    @Test func hunksKeepTwoSharedLinesAroundEachChange() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[4] = "line five"
        #expect(LineDifference(old: old, new: new).hunks(context: 2) == [
            "…", "  line 3", "  line 4", "- line 5", "+ line five", "  line 6", "  line 7", "…",
        ])
    }
}
