import Loader
import TextSafety
import Tutor

/// Each input is what a loaded podbay wrote on its verdict channel during `check`: the verdict line
/// (`podbay-exercise-verdict: {json}`) among whatever else. `LoadedPodbayProtocol.verdict` finds
/// and decodes it; a verdict read must read back the same from its own line, and draw through the
/// terminal view without a control character reaching the output. A crash or a trap is a finding.
enum VerdictTarget {
    static func test(_ bytes: [UInt8]) {
        let output = String(decoding: bytes, as: UTF8.self)
        guard let verdict = LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: output) else { return }
        let line = LoadedPodbayProtocol.line(verdict)
        precondition(LoadedPodbayProtocol.verdict(ExerciseVerdict.self, in: line) == verdict, "a verdict reads back from its own line")
        let sink = StringSink()
        let view = TerminalView(sink: sink, style: TerminalStyle(color: true, ascii: false, width: 80))
        view.render(ExerciseRenderable.verdict(verdict, checks: 1, isLastStep: false))
        // The last gate (in every descriptor sink) must find nothing to do: the child's words were
        // shown visibly where they were put in the text.
        precondition(TerminalGuard.guarded(sink.text) == sink.text, "a control character from the child's verdict reached the terminal")
    }
}
