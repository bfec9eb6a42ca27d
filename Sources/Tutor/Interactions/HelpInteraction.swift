package import CommandLanguage
/// What the REPL screen sees of the interaction for `help`.
package protocol HelpInteracting: CommandInteracting {
    func use(_ view: any HelpRendering & MessageRendering)
}

/// `help`, `help <command>`, `help words` and `help <word>`.
package final class HelpInteraction: HelpInteracting {
    private let table: CommandTable
    private weak var view: (any HelpRendering & MessageRendering)?

    package init(table: CommandTable) {
        self.table = table
    }

    package func use(_ view: any HelpRendering & MessageRendering) {
        self.view = view
    }

    package func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        guard let name = command.arguments.first else {
            view?.render(CommandListRenderable(table: table))
            return .ran
        }
        // Two words only name a word of the output spelt with a space (`help see above`).
        guard command.arguments.count == 1 else {
            let phrase = command.arguments.joined(separator: " ")
            if let entry = table.glossary.entry(named: phrase) {
                view?.render(GlossaryRenderable(entries: [entry], whole: false))
                return .ran
            }
            view?.render(MessageRenderable(.error, Phrases.miscounted(command.spec, "too many arguments")))
            return .refused
        }
        let lowered = name.lowercased()
        if let spec = table.command(named: lowered) {
            // `route` and `alive` are commands and words of the output too: say both.
            view?.render(CommandHelpRenderable(spec: spec, word: table.glossary.entry(named: spec.name)))
            return .ran
        } else if lowered == CommandTable.wordsTopic {
            view?.render(GlossaryRenderable(entries: table.glossary.entries, whole: true))
            return .ran
        } else if let entry = table.glossary.entry(named: lowered) {
            view?.render(GlossaryRenderable(entries: [entry], whole: false))
            return .ran
        } else if let suggestion = table.helpSuggestion(for: name) {
            view?.render(MessageRenderable(
                .error, Phrases.refused(command.spec, "no command or word '\(name)' (did you mean '\(suggestion)'?)")))
        } else {
            view?.render(MessageRenderable(
                .error, Phrases.refused(command.spec, "no command or word '\(name)'; 'help' lists the commands, 'help words' the words")))
        }
        return .refused
    }
}
