import SuperSimple

/// The REPL's one view: draws every renderable as text into an output sink.
///
/// Like every view in Podbay it has no state of its own: the same renderable and style always
/// print the same text.
package final class TerminalView {
    let sink: OutputSink
    let style: TerminalStyle
    /// Whether the learner asked the running command to stop (Ctrl-C): long output stops early.
    let shouldStop: () -> Bool

    package init(sink: OutputSink, style: TerminalStyle, shouldStop: @escaping () -> Bool = { false }) {
        self.sink = sink
        self.style = style
        self.shouldStop = shouldStop
    }

    /// Writes lines, each ended by a newline, each fitted to the width (see `LineFitter`).
    func write(_ lines: [String]) {
        sink.write(fitted(lines))
    }

    /// Writes a message's lines, fitted to the width, telling the sink what kind of message they are.
    func write(_ lines: [String], kind: MessageRenderable.Kind) {
        sink.write(fitted(lines), kind: kind)
    }

    /// Writes lines exactly as given, however long: text for another program (JSON, DOT).
    func writeExactly(_ lines: [String]) {
        sink.write(lines.map { $0 + "\n" }.joined(), kind: .exact)
    }

    /// In ASCII mode the text is spelt in ASCII first, so what is fitted is what is shown.
    private func fitted(_ lines: [String]) -> String {
        let fitter = LineFitter(width: style.width, ascii: style.ascii)
        return lines.map(inStyle).flatMap(fitter.lines).map { $0 + "\n" }.joined()
    }

    private func inStyle(_ text: String) -> String {
        style.ascii ? text.asciiFolded : text
    }

    /// Prose paragraphs wrapped to the width, with an indent; `hanging` indents the lines a
    /// paragraph continues on (a list item's text under its text, not under its marker).
    func wrapped(_ lines: [String], indent: String = "", hanging: String? = nil) -> [String] {
        let continuation = hanging ?? indent
        let wrap = TextWrap(
            width: style.width - continuation.count, firstLineWidth: style.width - indent.count, cutsLongWords: false)
        return lines.flatMap { line -> [String] in
            guard !line.isEmpty else { return [""] }
            return wrap.lines(of: inStyle(line)).enumerated().map { ($0.offset == 0 ? indent : continuation) + $0.element }
        }
    }
}

/// Builds the terminal view every renderable is drawn by.
struct TerminalViewAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> TerminalView {
        TerminalView(sink: configuration.sink, style: configuration.style, shouldStop: configuration.inspector.shouldStop)
    }
}
