import Testing
import Tutor

/// `solution`'s diff: every wrapped part of a line keeps its marker.
@Suite struct SolutionViewTests {
    @Test func aWrappedLineKeepsItsMarkerAndGapsAreExplained() {
        let sink = StringSink()
        let long = "+ " + Array(repeating: "word", count: 20).joined(separator: " ")
        let file = ExerciseRenderable.SolutionFile(name: "A.swift", diff: ["  same", "- mine", long, "      nested()", "…"])
        TerminalView(sink: sink, style: TerminalStyle(color: false, ascii: false, width: 40)).render(ExerciseRenderable.solution([file]))
        let lines = sink.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "A.swift: - yours, + the reference, …")
        let plus = lines.filter { $0.hasPrefix("+") }
        #expect(plus.count >= 3, "the long line wraps: \(lines)")
        #expect(plus.first?.hasPrefix("+ word") == true)
        #expect(plus.dropFirst().allSatisfy { $0.hasPrefix("+   word") }, "\(lines)")
        #expect(lines.contains("  same") && lines.contains("- mine") && lines.last == "…")
        #expect(lines.contains("      nested()"), "the code's indent is kept: \(lines)")
    }
}
