extension TerminalView: ScreenRendering {
    public func render(_ screen: ScreenRenderable) {
        write(screen.lines)
    }
}
