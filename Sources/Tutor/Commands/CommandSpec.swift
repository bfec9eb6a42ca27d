/// One REPL command as the user meets it: its name, how to call it, what it does, an example.
///
/// `help`, tab completion and refusals all read this one table, so what help says and what the
/// REPL accepts cannot drift apart.
public struct CommandSpec: Equatable, Sendable {
    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    /// Two or three sentences for `help <command>`: what it shows and how to read it.
    public let explanation: String
    public let example: CommandExample
    /// Commands that go with this one, by name.
    public let related: [String]
    public let arguments: ArgumentKind
    /// How many words may follow the name.
    public let arity: ClosedRange<Int>

    public init(
        name: String, aliases: [String] = [], usage: String, summary: String, explanation: String = "",
        example: CommandExample, related: [String] = [], arguments: ArgumentKind = .none, arity: ClosedRange<Int> = 0...0
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
    public func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }
}
