extension TerminalView: ScreenRendering {
    package func render(_ screen: ScreenRenderable) {
        write(screen.lines)
    }
}
