/// Builds the terminal view every renderable is drawn by.
public struct TerminalViewAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> TerminalView {
        TerminalView(sink: configuration.sink, style: configuration.style)
    }
}
