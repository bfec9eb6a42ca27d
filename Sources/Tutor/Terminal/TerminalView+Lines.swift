extension TerminalView: LinesRendering {
    /// Printed a few thousand lines at a time, so that Ctrl-C stops a million-line tree between
    /// two batches.
    package func render(_ text: LinesRenderable) {
        let batch = 2_000
        var start = 0
        repeat {
            if start > 0, shouldStop() {
                render(MessageRenderable(.error, "interrupted: printed \(start) of \(text.lines.count) lines"))
                return
            }
            let end = min(start + batch, text.lines.count)
            render(MessageRenderable(text.kind == .exact ? .exact : .verbatim, text.lines[start..<end].joined(separator: "\n")))
            start = end
        } while start < text.lines.count
    }
}
