#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import ArgumentParser

/// Reads a command line once: splits it into words, finds the command, checks the number and
/// length of its words, and types its arguments. Everything after (the REPL's switch, goals,
/// lint's rehearsal, a lesson's replay) works on the typed `Command`.
package struct CommandParser: Sendable {
    /// Lines longer than this are refused whole, with a message, rather than parsed.
    package static let longestLine = 10_000
    /// No name Podbay knows, and no text a field takes, is longer than this.
    package static let longestWord = 200

    package let table: CommandTable

    package init(table: CommandTable) {
        self.table = table
    }

    /// The command on `line`; nil for an empty line or a `#` comment. Control characters are made
    /// visible first: no command takes them, and messages that quote the line must not send them
    /// to the terminal.
    package func parse(_ line: String) -> Result<ParsedCommand, CommandRefusal>? {
        guard line.count <= Self.longestLine else {
            let first = line.prefix(40).split(separator: " ").first.map(String.init)
            return .failure(.lineTooLong(characters: line.count, spec: first.flatMap(table.command(named:))))
        }
        let trimmed = line.withVisibleControls.trimmingWhitespace
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        switch LineTokenizer().words(of: trimmed) {
        case .success(let words): return parse(words: words)
        case .failure(.unterminatedQuote(let quote)): return .failure(.unterminatedQuote(quote))
        case .failure(.danglingBackslash): return .failure(.danglingBackslash)
        }
    }

    /// The refusal of a line too long to be read whole: `start` is what was kept of it.
    package func refusalOfLongLine(start: String) -> CommandRefusal {
        let first = start.prefix(40).split(separator: " ").first.map(String.init)
        return .lineTooLong(characters: nil, spec: first.flatMap(table.command(named:)))
    }

    /// The command the words name (`["open", "0"]`), as if typed; nil for no words.
    package func parse(words: [String]) -> Result<ParsedCommand, CommandRefusal>? {
        guard let name = words.first else { return nil }
        guard let spec = table.command(named: name) else {
            let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
            return .failure(.unknownCommand(shown, suggestion: table.suggestion(for: name)))
        }
        var arguments = Array(words.dropFirst())
        if spec.arguments == .objects { arguments = Self.joiningGenericNames(arguments) }
        guard spec.arity.contains(arguments.count) else {
            return .failure(.miscounted(spec, missing: arguments.count < spec.arity.lowerBound))
        }
        if let long = arguments.first(where: { $0.count > Self.longestWord }) {
            return .failure(.wordTooLong(spec, word: long))
        }
        return command(spec, arguments).map { ParsedCommand(spec: spec, command: $0) }
    }

    /// The typed command; the arity was checked, so each case finds the words it counts on. The
    /// switch is over `CommandName`, with no `default:`: a command added to the table does not
    /// compile until it is read here.
    private func command(_ spec: CommandSpec, _ words: [String]) -> Result<Command, CommandRefusal> {
        func word(_ index: Int) -> String { words.indices.contains(index) ? words[index] : "" }
        switch spec.name {
        case .help:
            guard words.count < 2 else {
                // Two words only name a word of the output spelt with a space (`help see above`).
                let phrase = words.joined(separator: " ")
                guard table.glossary.entry(named: phrase) != nil else { return .failure(.miscounted(spec, missing: false)) }
                return .success(.help(topic: phrase))
            }
            return .success(.help(topic: words.first))
        case .lessons: return .success(.lessons)
        case .open: return .success(.open(lesson: word(0)))
        case .next: return .success(.next)
        case .prev: return .success(.prev)
        case .step: return .success(.step)
        case .hint: return .success(.hint)
        case .screen: return .success(.screen)
        case .tap: return .success(.tap(control: word(0)))
        case .type:
            // The text is the rest of the line, so `type message Open the pod bay doors` needs no quotes.
            let text = words.dropFirst().joined(separator: " ")
            guard text.count <= Self.longestWord else { return .failure(.wordTooLong(spec, word: text)) }
            return .success(.type(field: word(0), text: text))
        case .graph where Self.asksForHelp(words), .progress where Self.asksForHelp(words), .route where Self.asksForHelp(words):
            // `graph --help` asks what `help graph` answers.
            return .success(.help(topic: spec.name.rawValue))
        case .graph: return arguments(GraphArguments.self, words, spec).map(Command.graph)
        case .inspect: return .success(.inspect(object: word(0)))
        case .alive: return .success(.alive)
        case .cycles:
            guard let flag = words.first else { return .success(.cycles(everyReference: false)) }
            guard flag == "--all" else { return .failure(.badArguments(spec, problem: "unknown option '\(flag)'")) }
            return .success(.cycles(everyReference: true))
        case .why: return .success(.why(object: word(0)))
        case .route: return arguments(RouteArguments.self, words, spec).map(Command.route)
        case .trace:
            switch word(0).lowercased() {
            case "on": return .success(.trace(on: true))
            case "off": return .success(.trace(on: false))
            default: return .failure(.badArguments(spec, problem: "on or off, not '\(word(0))'"))
            }
        case .break: return .success(.breakRule(word(0)))
        case .fix: return .success(.fix)
        case .quiz: return .success(.quiz)
        case .answer: return .success(.answer(choice: word(0).lowercased()))
        case .progress: return arguments(ProgressArguments.self, words, spec).map(Command.progress)
        case .reset:
            guard let target = words.first else { return .success(.reset(.everythingAfterAsking)) }
            switch target.lowercased() {
            case "all": return .success(.reset(.everything))
            case "exercise": return .success(.reset(.exercise))
            default: return .success(.reset(.lesson(target)))
            }
        case .load: return .success(.load(path: word(0)))
        case .reload: return .success(.reload)
        case .check: return .success(.check)
        case .solution: return .success(.solution)
        case .watch:
            guard !words.isEmpty else { return .success(.watch(on: nil)) }
            switch word(0).lowercased() {
            case "on": return .success(.watch(on: true))
            case "off": return .success(.watch(on: false))
            default: return .failure(.badArguments(spec, problem: "on or off, not '\(word(0))'"))
            }
        case .cache:
            guard let flag = words.first else { return .success(.cache(clear: false)) }
            guard flag == "--clear" else { return .failure(.badArguments(spec, problem: "unknown option '\(flag)'")) }
            return .success(.cache(clear: true))
        case .quit: return .success(.quit)
        }
    }

    /// Words that split a generic type's name at its spaces (`TreeNode<Int,` `Song>#5`, as the
    /// output prints it) joined again into one name, so a name is accepted as printed.
    static func joiningGenericNames(_ words: [String]) -> [String] {
        var joined: [String] = []
        var open = 0
        for word in words {
            if open > 0, let last = joined.popLast() {
                joined.append(last + " " + word)
            } else {
                joined.append(word)
            }
            open += word.filter { $0 == "<" }.count - word.filter { $0 == ">" }.count
            if open < 0 { open = 0 }
        }
        return joined
    }

    /// Whether the words ask for the command's help, as a shell command's `--help` would.
    private static func asksForHelp(_ words: [String]) -> Bool {
        words.contains("--help") || words.contains("-h")
    }

    /// Options parsed by swift-argument-parser; its message, on one line, when they are wrong.
    private func arguments<Arguments: ParsableArguments>(
        _ type: Arguments.Type, _ words: [String], _ spec: CommandSpec
    ) -> Result<Arguments, CommandRefusal> {
        do {
            return .success(try Arguments.parse(words))
        } catch {
            // The parser's own flags (`--help`, `--generate-completion-script` and the like) end
            // "successfully" with text meant for a shell; at the prompt they are options it lacks.
            guard Arguments.exitCode(for: error) != .success else {
                let flag = words.first { $0.hasPrefix("-") } ?? words.joined(separator: " ")
                return .failure(.badArguments(spec, problem: "unknown option '\(flag)'"))
            }
            return .failure(.badArguments(spec, problem: Self.oneLine(Arguments.message(for: error))))
        }
    }

    /// The argument parser's message as a clause of Podbay's one-line refusal: one line, no
    /// capital to start, no full stop to end (`unknown option '--fromat'; did you mean '--format'?`).
    static func oneLine(_ message: String) -> String {
        var text = message.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.joined(separator: "; ")
        if text.hasSuffix(".") { text.removeLast() }
        if let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) {
            text = first.lowercased() + text.dropFirst()
        }
        return text.replacing(". Did you mean", with: "; did you mean")
            .replacing(". Please provide one of", with: "; give one of")
    }
}
