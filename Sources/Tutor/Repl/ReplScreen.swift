import LessonFormat
package import CommandLanguage

/// The REPL's screen: owns its view, its navigation and its interactions, reads each line once
/// into a typed command, and tells the interaction for that command what the learner asked.
package final class ReplScreen: Confirming {
    /// What the run loop should do after a line.
    package enum Outcome: Equatable, Sendable {
        case stay
        case leave
    }

    private let parser: CommandParser
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
        parser: CommandParser, view: TerminalView, navigation: LessonNavigation, interactions: ReplInteractions,
        completer: CommandCompleter
    ) {
        self.parser = parser
        self.view = view
        self.navigation = navigation
        self.interactions = interactions
        self.completer = completer
        interactions.use(view: view, navigation: navigation, confirming: self, selfRoot: self)
        completer.use(navigation)
    }

    /// The learner entered a line. `typed`: it came from a terminal, so a question asked now can
    /// be answered.
    package func didEnter(line: String, typed: Bool = false) -> Outcome {
        lineIsTyped = typed
        if let answer = pendingAnswer {
            // Yes or no answers the question; anything else is taken as no, and run as typed.
            pendingAnswer = nil
            let reply = line.trimmingWhitespace.lowercased()
            answer(reply == "y" || reply == "yes")
            if ["y", "yes", "n", "no", ""].contains(reply) { return .stay }
        }
        return parser.parse(line).map(run) ?? .stay
    }

    /// A line the reader refused for its length while reading it (the rest was never kept):
    /// refused as the parser refuses a long line, by its first word's command when it names one.
    package func refuseLongLine(start: String) {
        pendingAnswer = nil
        view.render(RefusalRenderable.command(parser.refusalOfLongLine(start: start)))
    }

    /// Runs a command given as words (`["open", "0"]`), as if typed.
    package func run(words: [String]) -> Outcome {
        parser.parse(words: words).map(run) ?? .stay
    }

    /// Whether the last command run was refused (a `load` that could not load, say): a command
    /// given on the command line that fails makes the program's exit status say so.
    package private(set) var lastRefused = false

    package func confirm(_ question: String, then answer: @escaping (Bool) -> Void) -> Bool {
        guard lineIsTyped else { return false }
        // The prompt stays `podbay> `: the line says what it waits for.
        say(.plain, question + " [y/N] (y and Enter for yes; anything else is no)")
        pendingAnswer = answer
        return true
    }

    /// Watch mode: the descriptor the prompt also waits on (a watched file saved); nil when off.
    package var watchDescriptor: Int32? {
        interactions.watch.wakeDescriptor()
    }

    /// Whether watch mode is on (a loaded podbay this one starts keeps it on).
    package var isWatching: Bool {
        interactions.watch.isOn
    }

    /// A watched file was saved while the prompt waited: runs what the save asks for (`check`,
    /// `reload`) as if typed; nothing when the burst of writes changed no watched file.
    /// `lineBeingTyped`: what was on the prompt's line, kept while the command runs (a reload
    /// hands it to the loaded podbay it starts).
    package func didSeeSave(typed: Bool, lineBeingTyped: String) -> Outcome {
        guard let command = interactions.watch.commandForSave() else { return .stay }
        self.lineBeingTyped = lineBeingTyped.isEmpty ? nil : lineBeingTyped
        defer { self.lineBeingTyped = nil }
        return didEnter(line: command, typed: typed)
    }

    /// While a save's command runs: what was on the prompt's line.
    package private(set) var lineBeingTyped: String?

    /// Something the REPL itself must say (start-up warnings, a greeting).
    package func say(_ kind: MessageRenderable.Kind, _ text: String) {
        view.render(MessageRenderable(kind, text))
    }

    private func run(_ parsed: Result<ParsedCommand, CommandRefusal>) -> Outcome {
        switch parsed {
        case .failure(let refusal):
            view.render(RefusalRenderable.command(refusal))
            lastRefused = true
            return .stay
        case .success(let command) where command.command == .quit:
            return .leave
        case .success(let command):
            let outcome = perform(command)
            lastRefused = outcome == .refused
            interactions.goals.didRun(command, outcome)
            interactions.exercise.didRunCommand(command.command)
            return .stay
        }
    }

    /// Tells the interaction for the command what the learner asked.
    private func perform(_ parsed: ParsedCommand) -> CommandOutcome {
        let spec = parsed.spec
        switch parsed.command {
        case .help(let topic): return interactions.help.didAskForHelp(topic, spec)
        case .lessons: return interactions.catalog.didAskForCatalog()
        case .open(let lesson): return interactions.catalog.didAskToOpen(lesson, spec)
        case .next: return interactions.step.didAskForNextStep()
        case .prev: return interactions.step.didAskForPreviousStep()
        case .step: return interactions.step.didAskForStep()
        case .hint: return interactions.step.didAskForHint()
        case .screen: return interactions.scene.didAskForScreen()
        case .tap(let control): return interactions.scene.didAct(.tap(control: control), spec)
        case .type(let field, let text): return interactions.scene.didAct(.type(field: field, text: text), spec)
        case .breakRule(let rule): return interactions.scene.didAct(.breakRule(rule), spec)
        case .fix: return interactions.scene.didAct(.fix, spec)
        case .graph(let arguments): return interactions.graph.didAskForGraph(arguments, spec)
        case .inspect(let object): return interactions.inspection.didAskToInspect(object, spec)
        case .alive: return interactions.census.didAskForCensus()
        case .cycles(let everyReference): return interactions.census.didAskForCycles(everyReference: everyReference)
        case .why(let object): return interactions.census.didAskWhy(object, spec)
        case .route(let arguments): return interactions.route.didAskForRoute(arguments.format)
        case .trace(let on): return interactions.route.didSwitchTrace(on: on)
        case .quiz: return interactions.quiz.didAskForQuiz()
        case .answer(let choice): return interactions.quiz.didAnswer(choice, spec)
        case .progress(let arguments): return interactions.progress.didAskForProgress(arguments)
        case .reset(.exercise): return interactions.exercise.didAskToResetExercise()
        case .reset(let target): return interactions.progress.didAskToReset(target, spec)
        case .load(let path): return interactions.load.didAskToLoad(path)
        case .reload: return interactions.load.didAskToReload()
        case .check: return interactions.exercise.didAskToCheck()
        case .solution: return interactions.exercise.didAskForSolution()
        case .watch(let on): return interactions.watch.didSwitchWatch(on: on)
        case .cache(let clear): return interactions.cache.didAskForCache(clear: clear)
        case .quit: return .ran
        }
    }
}
