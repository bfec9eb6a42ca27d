/// What one attempt to read a line produced.
package enum LineInput: Equatable, Sendable {
    /// A whole line, without its line ending. Invalid UTF-8 is repaired with U+FFFD, never dropped.
    case line(String)
    /// A line longer than `PipedLineReader.longestLine` bytes, refused while it was read: its start
    /// (to quote it), the rest up to its line ending dropped unread into memory.
    case tooLong(start: String)
    /// Ctrl-C at the prompt: the line being edited was thrown away.
    case interrupted
    /// End of input: Ctrl-D on an empty line, or the end of a pipe or file.
    case end
    /// The descriptor `readLine(waking:)` watched became readable first (a watched file was
    /// saved): `typed`, what was on the line so far, to offer again with `readLine(offering:)`.
    case woken(typed: String)
}
