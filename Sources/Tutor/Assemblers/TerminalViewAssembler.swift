/// Builds the terminal view every renderable is drawn by.
package struct TerminalViewAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> TerminalView {
        TerminalView(sink: configuration.sink, style: configuration.style, shouldStop: configuration.inspector.shouldStop)
    }
}
