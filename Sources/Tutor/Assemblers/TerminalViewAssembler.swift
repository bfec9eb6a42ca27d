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
