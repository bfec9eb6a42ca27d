import LineEditor
import Progress
import Tutor

/// One run of the REPL: say what start-up found, open the lesson asked for, read lines until the
/// learner leaves, then compact history; the exit status says whether the transcript is whole.
///
/// Warnings about the run itself (state files, history) are shown by `diagnostics`, a view on
/// standard error: they are not the REPL's answers, so a transcript or a pipe reading standard
/// output gets the session alone.
final class Session {
    private let screen: ReplScreen
    private let diagnostics: MessageRendering
    private let loop: ReplLoop
    private let sources: [LineSource]
    private let startupWarnings: [String]
    /// Said after the warnings, one message each: the greeting, presenter mode's keys.
    private let greeting: [String]
    /// Commands run before the first line is read (`--lesson`, `--load`).
    private let commandsAtStart: [[String]]
    private let transcript: TranscriptSink?
    /// Saved once more at the end: the tallies it keeps in memory between saves.
    private let progress: ProgressStore
    /// In a loaded podbay: the time limit at start, and the report of leaving.
    private let loaded: LoadedSession?
    /// A rehearsal's folder, removed at the end.
    private let fresh: FreshState?
    /// What was typed when a save reloaded the code (the podbay this one replaced had it on its
    /// prompt's line): offered at the first prompt.
    private let typedAtStart: String?
    /// A command from the command line (`--load`) that failed: the exit status is then 1.
    private var startFailed = false

    init(
        screen: ReplScreen, diagnostics: MessageRendering, loop: ReplLoop, sources: [LineSource], startupWarnings: [String], greeting: [String],
        commandsAtStart: [[String]], transcript: TranscriptSink?, progress: ProgressStore, loaded: LoadedSession? = nil,
        fresh: FreshState? = nil, typedAtStart: String? = nil
    ) {
        self.typedAtStart = typedAtStart
        self.loaded = loaded
        self.screen = screen
        self.diagnostics = diagnostics
        self.loop = loop
        self.sources = sources
        self.startupWarnings = startupWarnings
        self.greeting = greeting
        self.commandsAtStart = commandsAtStart
        self.transcript = transcript
        self.progress = progress
        self.fresh = fresh
    }

    /// Runs the session and returns the exit status: 1 when the transcript could not be written
    /// whole, said again here so it is the last thing on the screen, or when `--load` could not load.
    func run() -> Int32 {
        for warning in startupWarnings { diagnostics.render(MessageRenderable(.warning, warning)) }
        for line in greeting { screen.say(.plain, line) }
        for command in commandsAtStart {
            let outcome = runAtStart(command)
            if command.first == "load", screen.lastRefused { startFailed = true }
            if outcome == .leave { return finish() }
        }
        loop.run(sources, offering: typedAtStart)
        return finish()
    }

    /// A command from the command line, run as a typed one is: at a terminal, Ctrl-C during it (a
    /// long `--load` build) stops it rather than the program.
    private func runAtStart(_ command: [String]) -> ReplScreen.Outcome {
        let run = { [screen] in screen.run(words: command) }
        let limited = { self.loaded.map { $0.atStart(command, run) } ?? run() }
        guard sources.last?.reader.isInteractive == true else { return limited() }
        Interrupt.startCatching()
        defer { Interrupt.stopCatching() }
        return limited()
    }

    private func finish() -> Int32 {
        for problem in progress.flush() { diagnostics.render(MessageRenderable(.warning, problem.description)) }
        for source in sources {
            for warning in source.reader.finish() { diagnostics.render(MessageRenderable(.warning, warning.description)) }
        }
        // Said once progress and history are saved (a save may wait for another Podbay's lock):
        // the podbay the user started gives a loaded podbay that left a short time to end.
        loaded?.left()
        fresh?.end()
        guard let failure = transcript?.failure else { return startFailed ? 1 : 0 }
        DescriptorSink.standardError().write(failure + "\n")
        return 1
    }
}
