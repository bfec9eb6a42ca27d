import CommandLanguage
import Testing
import Tutor

/// Every command given missing, extra, wrong-typed and absurd arguments answers with one line:
/// the command, what is wrong, and its usage. Nothing runs, nothing crashes.
@Suite struct ArgumentAbuseTests {
    /// What a learner (or a cat on the keyboard, or a paste from a shell) might type, per command.
    static let abuse: [String] = [
        "help a b", "help nosuch", "help " + String(repeating: "h", count: 300),
        "lessons x",
        "open", "open 1 2", "open 999999999999999999999", "open -1", "open \"it's\"", "open ';rm -rf /'",
        "open $(whoami)", "open `id`", "open \u{1B}[31m0", "open \u{0}",
        "next 1", "prev 1", "step 1", "hint 1", "screen 1", "alive 1", "cycles 1", "route 1", "fix 1", "quiz 1",
        "quit now",
        "tap", "tap a b", "tap nosuch", "tap '|&;<>'",
        "type", "type login", "type login " + Array(repeating: "word", count: 60).joined(separator: " "), "type nosuch x",
        "type login " + String(repeating: "x", count: 100_000), "type login " + String(repeating: "x", count: 300),
        "graph --depth -1", "graph --depth", "graph --depth x", "graph --depth 99999999999999999999",
        "graph --format png", "graph --bogus", "graph nosuch", "graph a b c d e f g",
        "inspect", "inspect a b", "inspect Nosuch#99999999999999999999", "inspect \"a\\\"b\"",
        "why", "why LoginCore#-1",
        "trace", "trace maybe",
        "break", "break nosuch",
        "answer", "answer z", "answer 99999999999999999999",
        "progress --yaml", "progress a b",
        "reset 999999999999999999999", "reset a b",
        "load", "load a b", "reload now", "check now", "solution please", "watch maybe", "watch on off",
        "cache now", "cache --all", "cache --clear --clear",
    ]

    @Test(arguments: abuse)
    func aBadArgumentGetsOneLineNamingTheProblemAndTheUsage(_ line: String) throws {
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 240)
        _ = screen.didEnter(line: "open routing")
        let before = sink.text.count
        #expect(screen.didEnter(line: line) == .stay)
        let answer = String(sink.text.dropFirst(before))
        let name = try #require(line.split(separator: " ").first.map(String.init))
        let spec = try #require(CommandTable.podbay.command(named: name))
        #expect(answer.hasPrefix(spec.name.rawValue + ": "), "names the command: \(answer)")
        #expect(answer.contains("usage: " + spec.usage), "says the usage: \(answer)")
        #expect(answer.filter { $0 == "\n" }.count == 1 && answer.hasSuffix("\n"), "one line: \(answer)")
        #expect(answer.count < 400, "short: \(answer.count) characters")
        #expect(!answer.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control characters")
    }

    @Test func everyCommandIsInTheTable() {
        let abused = Set(Self.abuse.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(abused == Set(CommandTable.podbay.commands.map(\.name.rawValue)))
    }
}
