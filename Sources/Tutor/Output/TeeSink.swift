/// Writes everything to two sinks: the screen and a transcript.
public final class TeeSink: OutputSink {
    private let first: OutputSink
    private let second: OutputSink

    public init(_ first: OutputSink, _ second: OutputSink) {
        self.first = first
        self.second = second
    }

    public func write(_ text: String) {
        first.write(text)
        second.write(text)
    }

    public func write(_ text: String, kind: MessageRenderable.Kind) {
        first.write(text, kind: kind)
        second.write(text, kind: kind)
    }
}
