package import CommandLanguage

/// What the REPL screen sees of the interaction for `help`.
protocol HelpInteracting: AnyObject {
    func use(_ view: any HelpRendering & RefusalRendering)
    /// `help`, or `help <topic>` where the topic is a command, `words`, or a word of the output.
    func didAskForHelp(_ topic: String?, _ spec: CommandSpec) -> CommandOutcome
}

/// `help`, `help <command>`, `help words` and `help <word>`.
package final class HelpInteraction: HelpInteracting {
    private let table: CommandTable
    private weak var view: (any HelpRendering & RefusalRendering)?

    package init(table: CommandTable) {
        self.table = table
    }

    package func use(_ view: any HelpRendering & RefusalRendering) {
        self.view = view
    }

    package func didAskForHelp(_ topic: String?, _ spec: CommandSpec) -> CommandOutcome {
        guard let topic else {
            view?.render(CommandListRenderable(table: table))
            return .ran
        }
        let lowered = topic.lowercased()
        if let command = table.command(named: lowered) {
            // `route` and `alive` are commands and words of the output too: say both.
            view?.render(CommandHelpRenderable(spec: command, word: table.glossary.entry(named: command.name.rawValue)))
        } else if lowered == CommandTable.wordsTopic {
            view?.render(GlossaryRenderable(entries: table.glossary.entries, whole: true))
        } else if let entry = table.glossary.entry(named: lowered) {
            view?.render(GlossaryRenderable(entries: [entry], whole: false))
        } else {
            view?.render(RefusalRenderable.noSuchHelpTopic(spec, topic, suggestion: table.helpSuggestion(for: topic)))
            return .refused
        }
        return .ran
    }
}

/// Builds the interaction for `help`.
struct HelpInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> HelpInteracting {
        HelpInteraction(table: configuration.table)
    }
}
