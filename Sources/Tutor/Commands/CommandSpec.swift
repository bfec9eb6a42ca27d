/// One REPL command as the user meets it: its name, how to call it, what it does, an example.
public struct CommandSpec: Equatable, Sendable {
    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let example: String
    public let arguments: ArgumentKind
    /// How many words may follow the name.
    public let arity: ClosedRange<Int>

    public init(
        name: String, aliases: [String] = [], usage: String, summary: String, example: String,
        arguments: ArgumentKind = .none, arity: ClosedRange<Int> = 0...0
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.example = example
        self.arguments = arguments
        self.arity = arity
    }

    /// Whether `word` calls this command.
    public func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }
}
