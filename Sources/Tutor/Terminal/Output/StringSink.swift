/// Collects output in memory, for tests and for commands that need the text itself.
package final class StringSink: OutputSink {
    package private(set) var text = ""

    package init() {}

    package func write(_ text: String) {
        self.text += text
    }
}
