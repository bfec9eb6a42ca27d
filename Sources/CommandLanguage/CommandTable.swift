/// The commands of the REPL, in the order `help` lists them.
package struct CommandTable: Sendable {
    package let commands: [CommandSpec]
    /// The words the output uses, which `help` explains beside the commands.
    package let glossary: Glossary

    package init(commands: [CommandSpec], glossary: Glossary = Glossary(entries: [])) {
        self.commands = commands
        self.glossary = glossary
    }

    /// The command a word calls, by name or alias.
    package func command(named word: String) -> CommandSpec? {
        commands.first { $0.answers(to: word) }
    }

    /// Every name and alias, sorted: what tab offers for a first word.
    package var allNames: [String] {
        commands.flatMap { [$0.name] + $0.aliases }.sorted()
    }

    /// What `help` takes: every command name, `words`, and every glossary word. Tab offers these.
    package var helpTopics: [String] {
        commands.map(\.name) + [Self.wordsTopic] + glossary.keys.filter { command(named: $0) == nil }
    }

    /// `help words` lists the glossary.
    package static let wordsTopic = "words"

    /// The closest name to a mistyped word, when one is close enough to be a likely typo.
    package func suggestion(for word: String) -> String? {
        if let exact = command(named: word.lowercased()) { return exact.name }
        return Self.closest(to: word, among: allNames)
    }

    /// The closest help topic to a mistyped one (`strnog` → `strong`).
    package func helpSuggestion(for word: String) -> String? {
        Self.closest(to: word, among: helpTopics + commands.flatMap(\.aliases))
    }

    private static func closest(to word: String, among names: [String]) -> String? {
        let lowered = word.lowercased()
        // Long words are compared only up to a point: a typo is short, a pasted paragraph is not.
        guard lowered.count <= 40 else { return nil }
        let scored = names.map { (name: $0, distance: EditDistance.between(lowered, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else { return nil }
        // Short words allow one slip, longer ones two: `xyz` is no typo of `why`, `grpah` is of `graph`.
        let tolerance = min(lowered.count, best.name.count) <= 3 ? 1 : 2
        return best.distance <= tolerance ? best.name : nil
    }
}
