/// Why a line was not run, as data: the REPL's view puts it in words.
package enum CommandRefusal: Error, Equatable, Sendable {
    /// Longer than `CommandParser.longestLine`; `spec` when its first word names a command.
    /// `characters` is nil for a line refused while it was read, never held whole.
    case lineTooLong(characters: Int?, spec: CommandSpec?)
    case unterminatedQuote(Character)
    case danglingBackslash
    case unknownCommand(String, suggestion: String?)
    /// Too few words (`missing == true`) or too many for the command.
    case miscounted(CommandSpec, missing: Bool)
    /// One word longer than any name or text Podbay knows.
    case wordTooLong(CommandSpec, word: String)
    /// The words are wrong for the command; `problem` says how, in one line.
    case badArguments(CommandSpec, problem: String)
}
