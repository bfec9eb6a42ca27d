import CommandLanguage
import Testing

/// A line is read once into a typed command; what cannot be read is a typed refusal.
@Suite struct CommandParserTests {
    private let parser = CommandParser(table: .podbay)

    private func command(_ line: String) -> Command? {
        guard case .success(let parsed)? = parser.parse(line) else { return nil }
        return parsed.command
    }

    private func refusal(_ line: String) -> CommandRefusal? {
        guard case .failure(let refusal)? = parser.parse(line) else { return nil }
        return refusal
    }

    private func spec(_ name: String) throws -> CommandSpec {
        try #require(CommandTable.podbay.command(named: name))
    }

    @Test func graphOptionsAreReadByTheArgumentParserInEitherSpelling() throws {
        var expected = try GraphArguments.parse(["--format", "dot", "--depth", "2", "BannerView#1"])
        #expect(command("graph --format=dot --depth=2 BannerView#1") == .graph(expected))
        expected = try GraphArguments.parse(["--self"])
        #expect(expected.ownObjects && expected.format == .tree && expected.depth == nil)
        #expect(command("graph --self") == .graph(expected))
    }

    /// A generic type's name is printed with a space (`TreeNode<Int, Song>#5`): typed as printed,
    /// it is one name, not two words; `cycles --all` is read, anything else after `cycles` refused.
    @Test func aGenericNameWithSpacesIsOneArgument() throws {
        #expect(command("inspect TreeNode<Int, Song>#5") == .inspect(object: "TreeNode<Int, Song>#5"))
        #expect(command("why Pair<Map<A, B>, C>#2") == .why(object: "Pair<Map<A, B>, C>#2"))
        #expect(command("graph TreeNode<Int, Song>#5 --depth 2 --all") == .graph(try GraphArguments.parse(["TreeNode<Int, Song>#5", "--depth", "2", "--all"])))
        #expect(refusal("inspect A#1 B#1") != nil)
        #expect(command("cycles --all") == .cycles(everyReference: true))
        #expect(command("cycles") == .cycles(everyReference: false))
        #expect(refusal("cycles --every") != nil)
    }

    @Test func aMistypedOptionIsRefusedWithASuggestionOnOneLine() throws {
        #expect(refusal("graph --fromat dot") == .badArguments(try spec("graph"), problem: "unknown option '--fromat'; did you mean '--format'?"))
        #expect(refusal("graph --depth -1") == .badArguments(try spec("graph"), problem: "--depth takes a whole number from 1 to 10000, not '-1'"))
        #expect(refusal("progress --jsn") == .badArguments(try spec("progress"), problem: "unknown option '--jsn'; did you mean '--json'?"))
    }

    @Test func wordsBecomeTypedArguments() throws {
        #expect(command("type login \"dave bowman\"") == .type(field: "login", text: "dave bowman"))
        #expect(command("trace ON") == .trace(on: true))
        #expect(command("reset") == .reset(.everythingAfterAsking))
        #expect(command("reset ALL") == .reset(.everything))
        #expect(command("reset 2") == .reset(.lesson("2")))
        #expect(command("answer B") == .answer(choice: "b"))
        #expect(command("exit") == .quit)
        #expect(command("progress --json") == .progress(try ProgressArguments.parse(["--json"])))
    }

    @Test func emptyLinesAndCommentsAreNoCommand() {
        #expect(parser.parse("   ") == nil)
        #expect(parser.parse("# a note") == nil)
    }

    @Test func whatCannotBeReadIsATypedRefusal() throws {
        #expect(refusal("grpah") == .unknownCommand("grpah", suggestion: "graph"))
        #expect(refusal("trace maybe") == .badArguments(try spec("trace"), problem: "on or off, not 'maybe'"))
        #expect(refusal("open") == .miscounted(try spec("open"), missing: true))
        #expect(refusal("help a b") == .miscounted(try spec("help"), missing: false))
        #expect(refusal("tap \"open") == .unterminatedQuote("\""))
        let long = String(repeating: "x", count: CommandParser.longestLine + 1)
        #expect(refusal(long) == .lineTooLong(characters: long.count, spec: nil))
    }

    /// The argument parser's own flags mean nothing at the prompt: `--help` is `help <command>`,
    /// the rest are options the command lacks (never a shell script printed as a refusal).
    @Test func theParsersOwnFlagsAreHelpOrUnknown() throws {
        #expect(command("graph --help") == .help(topic: "graph"))
        #expect(command("progress -h") == .help(topic: "progress"))
        #expect(refusal("graph --generate-completion-script bash") == .badArguments(
            try spec("graph"), problem: "unknown option '--generate-completion-script'"))
        #expect(refusal("progress --experimental-dump-help") == .badArguments(
            try spec("progress"), problem: "unknown option '--experimental-dump-help'"))
    }
}

@Suite struct TypeTakesTheRestOfTheLineTests {
    let parser = CommandParser(table: .podbay)

    @Test func unquotedWordsAreOneText() throws {
        let parsed = try #require(try parser.parse("type message Open the pod bay doors")?.get())
        #expect(parsed.command == .type(field: "message", text: "Open the pod bay doors"))
    }

    @Test func quotedTextKeepsItsSpaces() throws {
        let parsed = try #require(try parser.parse(#"type login "dave  bowman""#)?.get())
        #expect(parsed.command == .type(field: "login", text: "dave  bowman"))
    }

    @Test func aTextPastTheLongestWordIsRefused() {
        let line = "type login " + Array(repeating: "word", count: 60).joined(separator: " ")
        guard case .failure(.wordTooLong)? = parser.parse(line) else {
            Issue.record("a 299-character text was taken")
            return
        }
    }
}
