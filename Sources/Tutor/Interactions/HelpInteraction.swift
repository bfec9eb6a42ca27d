/// What the REPL screen sees of the interaction for `help`.
public protocol HelpInteracting: CommandInteracting {
    func use(_ view: any HelpRendering & MessageRendering)
}

/// `help` and `help <command>`.
public final class HelpInteraction: HelpInteracting {
    private let table: CommandTable
    private weak var view: (any HelpRendering & MessageRendering)?

    public init(table: CommandTable) {
        self.table = table
    }

    public func use(_ view: any HelpRendering & MessageRendering) {
        self.view = view
    }

    public func didEnter(_ command: EnteredCommand) -> CommandOutcome {
        guard let name = command.arguments.first else {
            view?.render(CommandListRenderable(table: table))
            return .ran
        }
        if let spec = table.command(named: name.lowercased()) {
            view?.render(CommandHelpRenderable(spec: spec))
            return .ran
        } else if let suggestion = table.suggestion(for: name) {
            view?.render(MessageRenderable(.error, Phrases.refused(command.spec, "no command '\(name)' (did you mean '\(suggestion)'?)")))
        } else {
            view?.render(MessageRenderable(.error, Phrases.refused(command.spec, "no command '\(name)'; 'help' lists them")))
        }
        return .refused
    }
}
