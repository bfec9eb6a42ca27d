extension TerminalView: MessageRendering {
    package func render(_ message: MessageRenderable) {
        switch message.kind {
        case .verbatim:
            write(message.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), kind: message.kind)
        case .exact:
            writeExactly([message.text])
        case .plain:
            // A line that starts indented keeps its indent on every wrapped line.
            // Its continuation lines go two further in, so a wrapped item never reads as the next one.
            let indent = String(message.text.prefix { $0 == " " })
            write(wrapped(
                [String(message.text.dropFirst(indent.count))], indent: indent,
                hanging: indent.isEmpty ? nil : indent + "  "), kind: message.kind)
        case .success:
            write(wrapped([style.check + " " + message.text]).map { style.paint($0, .green) }, kind: message.kind)
        case .warning:
            write(wrapped([message.text]).map { style.paint($0, .yellow) }, kind: message.kind)
        case .error:
            write(wrapped([message.text]).map { style.paint($0, .red) }, kind: message.kind)
        }
    }
}
