/// A source of command lines: a libedit prompt on a terminal, or plain lines from a pipe.
package protocol LineReading: AnyObject {
    /// Whether a person is typing at a terminal (prompts and escape codes are allowed).
    var isInteractive: Bool { get }

    /// Blocks until the next line, an interruption, or the end of input.
    func readLine() -> LineInput

    /// Saves what must outlive the session (history); safe to call more than once.
    func finish() -> [HistoryProblem]
}
