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
        commands.flatMap { [$0.name.rawValue] + $0.aliases }.sorted()
    }

    /// What `help` takes: every command name, `words`, and every glossary word. Tab offers these.
    package var helpTopics: [String] {
        commands.map(\.name.rawValue) + [Self.wordsTopic] + glossary.keys.filter { command(named: $0) == nil }
    }

    /// `help words` lists the glossary.
    package static let wordsTopic = "words"

    /// The closest name to a mistyped word, when one is close enough to be a likely typo.
    package func suggestion(for word: String) -> String? {
        if let exact = command(named: word.lowercased()) { return exact.name.rawValue }
        return EditDistance.closest(to: word, among: allNames)
    }

    /// The closest help topic to a mistyped one (`strnog` → `strong`).
    package func helpSuggestion(for word: String) -> String? {
        EditDistance.closest(to: word, among: helpTopics + commands.flatMap(\.aliases))
    }
}
