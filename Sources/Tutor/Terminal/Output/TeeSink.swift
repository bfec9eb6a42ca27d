/// Writes everything to two sinks: the screen and a transcript.
package final class TeeSink: OutputSink {
    private let first: OutputSink
    private let second: OutputSink

    package init(_ first: OutputSink, _ second: OutputSink) {
        self.first = first
        self.second = second
    }

    package func write(_ text: String) {
        first.write(text)
        second.write(text)
    }

    package func write(_ text: String, kind: MessageRenderable.Kind) {
        first.write(text, kind: kind)
        second.write(text, kind: kind)
    }
}
