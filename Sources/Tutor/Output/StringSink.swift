/// Collects output in memory, for tests and for commands that need the text itself.
public final class StringSink: OutputSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
