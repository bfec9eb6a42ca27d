/// One REPL command as the user meets it: its name, how to call it, what it does, an example.
///
/// `help`, tab completion and refusals all read this one table, so what help says and what the
/// REPL accepts cannot drift apart.
package struct CommandSpec: Equatable, Sendable {
    package let name: CommandName
    package let aliases: [String]
    package let usage: String
    package let summary: String
    /// Two or three sentences for `help <command>`: what it shows and how to read it.
    package let explanation: String
    package let example: CommandExample
    /// Commands that go with this one.
    package let related: [CommandName]
    package let arguments: ArgumentKind
    /// How many words may follow the name.
    package let arity: ClosedRange<Int>

    package init(
        name: CommandName, aliases: [String] = [], usage: String, summary: String, explanation: String = "",
        example: CommandExample, related: [CommandName] = [], arguments: ArgumentKind = .none, arity: ClosedRange<Int> = 0...0
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.explanation = explanation
        self.example = example
        self.related = related
        self.arguments = arguments
        self.arity = arity
    }

    /// Whether `word` calls this command.
    package func answers(to word: String) -> Bool {
        word == name.rawValue || aliases.contains(word)
    }
}
