import Tutor

/// Keeps the REPL's text and, apart, every message's kind: a test asks whether anything was
/// refused by looking at the `.error` messages, not at their wording.
final class KindRecordingSink: OutputSink {
    private(set) var text = ""
    private(set) var errors: [String] = []

    func write(_ text: String) {
        self.text += text
    }

    func write(_ text: String, kind: MessageRenderable.Kind) {
        self.text += text
        if kind == .error { errors.append(text) }
    }
}
