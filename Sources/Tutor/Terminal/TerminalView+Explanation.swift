extension TerminalView: ExplanationRendering {
    package func render(_ explanation: ExplanationRenderable) {
        for line in explanation.lines { render(MessageRenderable(.plain, line)) }
    }
}
