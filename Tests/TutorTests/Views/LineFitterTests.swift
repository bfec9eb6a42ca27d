import Testing
@testable import Tutor

/// Laid-out lines broken to a width with their structure carried down, or cut with a marker.
@Suite struct LineFitterTests {
    @Test func aLineThatFitsIsKept() {
        let line = "├─ strong   .banner ─▶ BannerView#1"
        #expect(LineFitter(width: 40, ascii: false).lines(line) == [line])
    }

    @Test func aTreeLineCarriesItsBarsDown() {
        let line = "│  ├─ weak     .pipeline ─▶ Pipeline<TaskListMessages>#1  (see above)"
        #expect(LineFitter(width: 40, ascii: false).lines(line) == [
            "│  ├─ weak     .pipeline ─▶",
            "│  │    Pipeline<TaskListMessages>#1",
            "│  │    (see above)",
        ])
    }

    @Test func aRouteHopContinuesUnderItsText() {
        let line = "    12 TaskEditJoint#1 ── input .suggest(title: \"Task 2\") ─▶ Pipeline<TaskEditMessages>#1"
        let lines = LineFitter(width: 50, ascii: false).lines(line)
        #expect(lines == [
            "    12 TaskEditJoint#1 ── input .suggest(title:",
            "         \"Task 2\") ─▶ Pipeline<TaskEditMessages>#1",
        ])
    }

    @Test func aWordLongerThanTheRoomIsCutWhereTheRoomEnds() {
        let lines = LineFitter(width: 20, ascii: true).lines("ab " + String(repeating: "x", count: 30))
        #expect(lines == ["ab", "  xxxxxxxxxxxxxxxxxx", "  xxxxxxxxxxxx"])
        #expect(lines.allSatisfy { $0.count <= 20 })
    }

    @Test(arguments: [(false, "…"), (true, "...")])
    func aLineTooDeepToWrapIsCutWithAMarker(_ ascii: Bool, _ marker: String) {
        let deep = String(repeating: "│  ", count: 10) + "└─ strong   .callback ─▶ closure"
        let lines = LineFitter(width: 40, ascii: ascii).lines(deep)
        #expect(lines.count == 1)
        #expect(lines[0].count == 40 && lines[0].hasSuffix(marker))
    }

    @Test func colourCodesTakeNoColumns() {
        let bold = "\u{1B}[1m── Step 5 of 7: Break it: a view with state ──\u{1B}[0m"
        let lines = LineFitter(width: 40, ascii: false).lines(bold)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.visibleCount <= 40 })
        #expect(lines.joined(separator: " ").replacingOccurrences(of: "   ", with: " ") == bold)
    }
}
