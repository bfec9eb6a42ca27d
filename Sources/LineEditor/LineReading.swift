/// A source of command lines: a libedit prompt on a terminal, or plain lines from a pipe.
package protocol LineReading: AnyObject {
    /// Whether a person is typing at a terminal (prompts and escape codes are allowed).
    var isInteractive: Bool { get }

    /// Blocks until the next line, an interruption, or the end of input.
    func readLine() -> LineInput

    /// As `readLine()`, or `.woken` when `waking` becomes readable first (watch mode).
    func readLine(waking: Int32?) -> LineInput

    /// As `readLine()`, the line starting out holding `text` where the reader can offer it.
    func readLine(offering text: String) -> LineInput

    /// As `readLine(offering:)`, or `.woken` when `waking` becomes readable first: a line offered
    /// again after a save woke the prompt is still woken by the next save.
    func readLine(offering text: String, waking: Int32?) -> LineInput

    /// Saves what must outlive the session (history); safe to call more than once.
    func finish() -> [HistoryProblem]
}

extension LineReading {
    /// Blocks until the next line, or until `waking` becomes readable (`.woken`); a reader that
    /// cannot wait on both reads the line.
    package func readLine(waking: Int32?) -> LineInput {
        readLine()
    }

    /// Reads a line that starts out holding `text`; a reader that cannot offer text reads a line.
    package func readLine(offering text: String) -> LineInput {
        readLine()
    }

    /// A reader that cannot offer text and wait at once offers the text.
    package func readLine(offering text: String, waking: Int32?) -> LineInput {
        readLine(offering: text)
    }
}
