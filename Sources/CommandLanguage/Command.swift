/// A command line, parsed once: which command, with its arguments typed. The REPL switches on
/// it exhaustively, so a command the table lists cannot go unhandled.
package enum Command: Equatable, Sendable {
    /// `help`, `help <command|word>`; two words name a phrase of the glossary (`help see above`).
    case help(topic: String?)
    case lessons
    case open(lesson: String)
    case next
    case prev
    case step
    case hint
    case screen
    case tap(control: String)
    case type(field: String, text: String)
    case graph(GraphArguments)
    case inspect(object: String)
    case alive
    case cycles
    case why(object: String)
    case route
    case trace(on: Bool)
    case breakRule(String)
    case fix
    case quiz
    case answer(choice: String)
    case progress(ProgressArguments)
    case reset(ResetTarget)
    case quit
}
