/// Every command the REPL has, by the name typed at the prompt (DESIGN.md's names; they are part
/// of the product). The table's rows, the parser's switch and `help`'s related commands all name
/// commands by this type, so a command the table lists that the parser does not read is a
/// compile error, not a refusal found by a test. Declared in the order `help` lists them.
package enum CommandName: String, CaseIterable, Sendable, CustomStringConvertible {
    case help, lessons, open, next, prev, step, hint, screen, tap, type, graph, inspect, alive, cycles, why, route,
        trace, `break`, fix, load, reload, check, solution, watch, cache, quiz, answer, progress, reset, quit

    /// The name as typed: interpolated into usage lines and refusals.
    package var description: String { rawValue }
}
