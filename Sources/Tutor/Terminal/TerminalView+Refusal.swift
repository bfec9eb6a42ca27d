import LessonFormat
import CommandLanguage

extension TerminalView: RefusalRendering {
    package func render(_ refusal: RefusalRenderable) {
        switch refusal {
        case .quizDone:
            // Not an error: the quiz is done, and the learner is told how to take it again.
            render(MessageRenderable(.plain, Self.words(for: refusal)))
        default:
            render(MessageRenderable(.error, Self.words(for: refusal)))
        }
    }

    static let noLesson = "no lesson is open: type 'lessons' to see them, then 'open 0'"

    /// The refusal as one sentence. A refusal about a command's words names the command and ends
    /// with its usage, so the learner sees how to call it without asking.
    static func words(for refusal: RefusalRenderable) -> String {
        switch refusal {
        case .command(let problem): words(for: problem)
        case .noSteps(let title): "\(title) is loaded code, not a lesson: it has no steps"
        case .noLesson(let orOwnObjects):
            noLesson + (orOwnObjects ? " (or 'graph --self' for the REPL's own objects)" : "")
        case .noSuchLesson(let spec, let name, let known, let meant?):
            refused(spec, "no lesson '\(name)' — did you mean '\(meant)'? The lessons are: \(known.joined(separator: ", "))")
        case .noSuchLesson(let spec, let name, let known, nil):
            refused(spec, "no lesson '\(name)'; the lessons are: \(known.joined(separator: ", "))")
        case .noSuchLessonToReset(let spec, let name):
            refused(spec, "no lesson '\(name)' to reset; 'lessons' lists them")
        case .sceneMissing(let lesson, let sceneID):
            "lesson \(lesson) needs the scene '\(sceneID)', which this Podbay does not have"
        case .noSuchHelpTopic(let spec, let name, let suggestion?):
            refused(spec, "no command or word '\(name)' (did you mean '\(suggestion)'?)")
        case .noSuchHelpTopic(let spec, let name, nil):
            refused(spec, "no command or word '\(name)'; 'help' lists the commands, 'help words' the words")
        case .resetNeedsAll(let spec):
            refused(spec, "clearing every lesson needs 'reset all' when the line was not typed at a terminal (nobody is there to answer a question)")
        case .firstStep: "this is the first step; 'next' goes forward"
        case .goalNotMet(let missing): "not yet: still missing: \(missing). Type 'hint' for a nudge."
        case .exerciseNotPassed: "not yet: this exercise goes on once 'check' passes it. Edit your files, then type 'check'; 'hint' for a nudge."
        case .quizDone(let lessonID): "every question is answered rightly already; 'reset \(lessonID)' starts the lesson over"
        case .noSuchChoice(let spec, let question, let letters, let choice):
            refused(spec, "question \(question) has the choices \(letters.joined(separator: ", ")), not '\(choice)'")
        case .sceneRefused(let spec, let reason, let target):
            sceneRefusal(spec, reason, target)
        case .noObjectsToGraph: "this scene has no objects to start a graph from"
        case .unknownObject(let spec, let name, let live):
            refused(spec, "no live object named '\(name)'; live: \(listed(live))")
        case .severalObjects(let spec, let name, let live):
            refused(spec, "'\(name)' names \(live.count) live objects, \(listed(live)); name one with its number (Tab completes it)")
        case .freedObject(let name): "\(name) was freed; 'alive' lists the live objects"
        case .earlierObject(let name): "\(name) is alive, leaked by an earlier lesson: only 'why \(name)' reads it; the others read the open lesson's objects"
        case .walkInterrupted(let found): "interrupted: the walk had found \(found) objects when it stopped; nothing printed"
        }
    }

    private static func words(for problem: CommandRefusal) -> String {
        switch problem {
        case .lineTooLong(let characters, let spec):
            let count = characters.map { "\($0) characters" } ?? "more than \(CommandParser.longestLine) characters"
            let text = "line too long (\(count); the limit is \(CommandParser.longestLine)); nothing was run"
            return spec.map { refused($0, text) } ?? text
        case .unterminatedQuote(let quote):
            return "unterminated \(quote) quote: close it, e.g. type login \"dave bowman\""
        case .danglingBackslash:
            return "the line ends with a backslash; remove it or escape it as \\\\"
        case .unknownCommand(let name, let suggestion?):
            return "unknown command '\(name)' — did you mean '\(suggestion)'?"
        case .unknownCommand(let name, nil):
            return "unknown command '\(name)' — type 'help' for the list"
        case .miscounted(let spec, let missing):
            // An example that needs a lesson's scene says which (`tap mainButton` is lesson 2's;
            // typed in lesson 1 it would be refused again).
            let place = spec.example.lesson.map { " in lesson \($0)" } ?? ""
            return "\(spec.name): \(missing ? "missing argument" : "too many arguments"); usage: \(spec.usage)  (example\(place): \(spec.example.line))"
        case .wordTooLong(let spec, let word):
            return refused(spec, "'\(word.prefix(20))…' is \(word.count) characters; no name or text is longer than \(CommandParser.longestWord)")
        case .badArguments(let spec, let problem):
            return refused(spec, problem)
        }
    }

    /// A problem with a command's words, the command named and its usage after: on one line.
    private static func refused(_ spec: CommandSpec, _ problem: String) -> String {
        "\(spec.name): \(problem); usage: \(spec.usage)"
    }

    /// What the scene answered, then what it offers of the kind the action named; when the action
    /// named something the scene does not have, it is a wrong argument and says the usage.
    private static func sceneRefusal(_ spec: CommandSpec, _ reason: String, _ target: SceneActionTarget?) -> String {
        guard let target else { return reason }
        let meant = target.suggestion.map { " — did you mean '\($0)'?" } ?? ""
        let text = reason + meant + target.offeredPhrase(kind: target.noun == "rule" ? "rules to break" : nil)
        return target.offered.contains(target.named) ? text : refused(spec, text)
    }

    /// Up to four names, then how many in all: `A#1, B#1, C#1, D#1, … (9 in all)`, or `none`.
    private static func listed(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        return names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", … (\(names.count) in all)" : "")
    }
}
