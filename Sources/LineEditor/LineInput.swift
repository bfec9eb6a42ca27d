/// What one attempt to read a line produced.
package enum LineInput: Equatable, Sendable {
    /// A whole line, without its line ending. Invalid UTF-8 is repaired with U+FFFD, never dropped.
    case line(String)
    /// Ctrl-C at the prompt: the line being edited was thrown away.
    case interrupted
    /// End of input: Ctrl-D on an empty line, or the end of a pipe or file.
    case end
}
