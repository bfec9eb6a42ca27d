/// A line the parser understood: the command it names, typed, and the words it was written in
/// (for `ran` goals and messages that quote the learner).
package struct ParsedCommand: Equatable, Sendable {
    package let spec: CommandSpec
    package let command: Command

    package init(spec: CommandSpec, command: Command) {
        self.spec = spec
        self.command = command
    }

    /// The command's name as the table spells it (`quit` for `exit`).
    package var name: CommandName { spec.name }
}
