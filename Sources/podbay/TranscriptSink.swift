import Tutor

/// The `--record` transcript: a file that says at once, on standard error, when a write fails (a
/// full disk), stops there, and remembers the failure so the session ends with a non-zero status.
final class TranscriptSink: OutputSink {
    let path: String
    private let file: DescriptorSink
    private let errors: OutputSink
    /// Why the transcript stopped, once it has.
    private(set) var failure: String?

    init(path: String, file: DescriptorSink, errors: OutputSink) {
        self.path = path
        self.file = file
        self.errors = errors
    }

    func write(_ text: String) {
        guard failure == nil, let error = file.writeReporting(text) else { return }
        let message = "error: --record: cannot write \(path): \(error.message); the transcript stops here"
        failure = message
        errors.write(message + "\n")
    }
}
