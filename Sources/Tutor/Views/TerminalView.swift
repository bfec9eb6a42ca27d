import SuperSimple

/// The REPL's one view: draws every renderable as text into an output sink.
///
/// Like every view in Podbay it has no state of its own: the same renderable and style always
/// print the same text.
public final class TerminalView {
    let sink: OutputSink
    let style: TerminalStyle

    public init(sink: OutputSink, style: TerminalStyle) {
        self.sink = sink
        self.style = style
    }

    /// Writes lines, each ended by a newline.
    func write(_ lines: [String]) {
        sink.write(lines.map { $0 + "\n" }.joined())
    }

    /// Writes a message's lines, telling the sink what kind of message they are.
    func write(_ lines: [String], kind: MessageRenderable.Kind) {
        sink.write(lines.map { $0 + "\n" }.joined(), kind: kind)
    }

    /// Prose paragraphs wrapped to the width, with an indent.
    func wrapped(_ lines: [String], indent: String = "") -> [String] {
        let wrap = TextWrap(width: style.width - indent.count, cutsLongWords: false)
        return lines.flatMap { line in
            line.isEmpty ? [""] : wrap.lines(of: line).map { indent + $0 }
        }
    }
}
