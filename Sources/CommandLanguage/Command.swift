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
    /// `cycles`; `cycles --all` lists every reference of a large group instead of its fields.
    case cycles(everyReference: Bool)
    case why(object: String)
    /// `route`, `route --format mermaid|plantuml`.
    case route(RouteArguments)
    case trace(on: Bool)
    case breakRule(String)
    case fix
    case quiz
    case answer(choice: String)
    case progress(ProgressArguments)
    case reset(ResetTarget)
    /// `load <file.swift|folder>`: the user's own Swift, compiled and opened as a lesson without steps.
    case load(path: String)
    /// `reload`: the code `load` named, built again after an edit.
    case reload
    /// `check`: the exercise step's scene built with the learner's code, its goal checked.
    case check
    /// `solution`: after a pass, the reference solution beside the learner's files.
    case solution
    /// `watch on|off`: check the exercise, or reload the loaded code, after each save of its files;
    /// `watch` alone (nil) says whether it is on.
    case watch(on: Bool?)
    /// `cache [--clear]`: how much disk the builds of `load` and `check` take, as `podbay cache` says.
    case cache(clear: Bool)
    case quit
}
