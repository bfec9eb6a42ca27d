extension TerminalView: MessageRendering {
    public func render(_ message: MessageRenderable) {
        switch message.kind {
        case .verbatim:
            write([message.text])
        case .plain:
            write(wrapped([message.text]))
        case .success:
            write(wrapped([style.check + " " + message.text]).map { style.paint($0, .green) })
        case .warning:
            write(wrapped([message.text]).map { style.paint($0, .yellow) })
        case .error:
            write(wrapped([message.text]).map { style.paint($0, .red) })
        }
    }
}
