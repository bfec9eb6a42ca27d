import LineEditor
import Tutor

/// One run of the REPL: say what start-up found, open the lesson asked for, read lines until the
/// learner leaves, then save history.
final class Session {
    private let screen: ReplScreen
    private let loop: ReplLoop
    private let sources: [LineSource]
    private let startupWarnings: [String]
    private let greeting: String?
    private let lessonAtStart: String?

    init(
        screen: ReplScreen, loop: ReplLoop, sources: [LineSource], startupWarnings: [String], greeting: String?,
        lessonAtStart: String?
    ) {
        self.screen = screen
        self.loop = loop
        self.sources = sources
        self.startupWarnings = startupWarnings
        self.greeting = greeting
        self.lessonAtStart = lessonAtStart
    }

    func run() {
        for warning in startupWarnings { screen.say(.warning, warning) }
        if let greeting { screen.say(.plain, greeting) }
        if let lessonAtStart, screen.run(["open", lessonAtStart]) == .leave { return }
        loop.run(sources)
        for source in sources {
            for warning in source.reader.finish() { screen.say(.warning, warning) }
        }
    }
}
