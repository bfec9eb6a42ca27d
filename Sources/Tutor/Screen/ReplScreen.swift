package import CommandLanguage
/// The REPL's screen: owns its view, its navigation and its interactions, and tells the right
/// interaction what the learner entered.
package final class ReplScreen: Confirming {
    /// What the run loop should do after a line.
    package enum Outcome: Equatable, Sendable {
        case stay
        case leave
    }

    /// Lines longer than this are refused whole, with a message, rather than parsed.
    package static let longestLine = 10_000
    /// No name Podbay knows, and no text a field takes, is longer than this.
    package static let longestWord = 200

    private let table: CommandTable
    private let view: TerminalView
    private let navigation: LessonNavigation
    private let interactions: ReplInteractions
    /// Tab completion for the line editor, which holds it weakly.
    package let completer: CommandCompleter
    /// Whether the line being run was typed at a terminal, where a question can be answered.
    private var lineIsTyped = false
    /// What to do with the learner's answer to the question just asked.
    private var pendingAnswer: ((Bool) -> Void)?

    package init(
        table: CommandTable, view: TerminalView, navigation: LessonNavigation, interactions: ReplInteractions,
        completer: CommandCompleter
    ) {
        self.table = table
        self.view = view
        self.navigation = navigation
        self.interactions = interactions
        self.completer = completer
        interactions.help.use(view)
        interactions.catalog.use(view)
        interactions.catalog.use(navigation)
        interactions.step.use(view)
        interactions.step.use(navigation)
        interactions.quiz.use(view)
        interactions.quiz.use(navigation)
        interactions.progress.use(view)
        interactions.progress.use(navigation)
        interactions.progress.use(confirming: self)
        interactions.scene.use(view)
        interactions.scene.use(navigation)
        interactions.inspector.use(view)
        interactions.inspector.use(navigation)
        interactions.inspector.useSelfRoot(self)
        completer.use(navigation)
    }

    /// The learner entered a line. Control characters in it are made visible first: no command
    /// takes them, and messages that quote the line must not send them to the terminal.
    /// `typed`: the line came from a terminal, so a question asked now can be answered.
    package func didEnter(line: String, typed: Bool = false) -> Outcome {
        lineIsTyped = typed
        if let answer = pendingAnswer {
            // Yes or no answers the question; anything else is taken as no, and run as typed.
            pendingAnswer = nil
            let reply = line.trimmingWhitespace.lowercased()
            answer(reply == "y" || reply == "yes")
            if ["y", "yes", "n", "no", ""].contains(reply) { return .stay }
        }
        guard line.count <= Self.longestLine else {
            let problem = "line too long (\(line.count) characters; the limit is \(Self.longestLine)); nothing was run"
            let first = line.prefix(40).split(separator: " ").first.map(String.init)
            say(.error, first.flatMap { table.command(named: $0) }.map { Phrases.refused($0, problem) } ?? problem)
            return .stay
        }
        let trimmed = line.withVisibleControls.trimmingWhitespace
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .stay }
        let words: [String]
        switch LineTokenizer().words(of: trimmed) {
        case .success(let found):
            words = found
        case .failure(.unterminatedQuote(let quote)):
            say(.error, "unterminated \(quote) quote: close it, e.g. type login \"dave bowman\"")
            return .stay
        case .failure(.danglingBackslash):
            say(.error, "the line ends with a backslash; remove it or escape it as \\\\")
            return .stay
        }
        return run(words)
    }

    /// Runs a command given as words (`["open", "0"]`), as if typed.
    package func run(_ words: [String]) -> Outcome {
        guard let name = words.first else { return .stay }
        guard let spec = table.command(named: name) else {
            didEnterUnknown(name)
            return .stay
        }
        let arguments = Array(words.dropFirst())
        guard spec.arity.contains(arguments.count) else {
            let problem = arguments.count < spec.arity.lowerBound ? "missing argument" : "too many arguments"
            say(.error, Phrases.miscounted(spec, problem))
            return .stay
        }
        if let long = arguments.first(where: { $0.count > Self.longestWord }) {
            let problem = "'\(long.prefix(20))…' is \(long.count) characters; no name or text is longer than \(Self.longestWord)"
            say(.error, Phrases.refused(spec, problem))
            return .stay
        }
        if spec.name == "quit" { return .leave }
        let command = EnteredCommand(spec: spec, arguments: arguments)
        let outcome = interactions.handler(for: spec.name)?.didEnter(command) ?? .refused
        interactions.step.didRun(command, outcome)
        return .stay
    }

    package func confirm(_ question: String, then answer: @escaping (Bool) -> Void) -> Bool {
        guard lineIsTyped else { return false }
        say(.plain, question + " [y/N]")
        pendingAnswer = answer
        return true
    }

    /// Something the REPL itself must say (start-up warnings, a greeting).
    package func say(_ kind: MessageRenderable.Kind, _ text: String) {
        view.render(MessageRenderable(kind, text))
    }

    private func didEnterUnknown(_ name: String) {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        if let suggestion = table.suggestion(for: name) {
            say(.error, "unknown command '\(shown)' — did you mean '\(suggestion)'?")
        } else {
            say(.error, "unknown command '\(shown)' — type 'help' for the list")
        }
    }
}
