/// The commands of the REPL, in the order `help` lists them.
public struct CommandTable: Sendable {
    public let commands: [CommandSpec]

    public init(commands: [CommandSpec]) {
        self.commands = commands
    }

    /// The command a word calls, by name or alias.
    public func command(named word: String) -> CommandSpec? {
        commands.first { $0.answers(to: word) }
    }

    /// Every name and alias, sorted: what tab offers for a first word.
    public var allNames: [String] {
        commands.flatMap { [$0.name] + $0.aliases }.sorted()
    }

    /// The closest name to a mistyped word, when one is close enough to be a likely typo.
    public func suggestion(for word: String) -> String? {
        let lowered = word.lowercased()
        if let exact = command(named: lowered) { return exact.name }
        // Long words are compared only up to a point: a typo is short, a pasted paragraph is not.
        guard lowered.count <= 40 else { return nil }
        let scored = allNames.map { (name: $0, distance: EditDistance.between(lowered, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
        // Short words allow one slip, longer ones two: `xyz` is no typo of `why`, `grpah` is of `graph`.
        let tolerance = min(lowered.count, best.name.count) <= 3 ? 1 : 2
        return best.distance <= tolerance ? best.name : nil
    }
}
