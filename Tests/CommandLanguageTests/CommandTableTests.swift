import CommandLanguage
import Testing

@Suite struct CommandTableTests {
    let table = CommandTable.podbay

    @Test func everyCommandOfTheDesignExists() {
        let names = ["help", "lessons", "open", "next", "prev", "step", "hint", "screen", "tap", "type", "graph",
                     "inspect", "alive", "cycles", "why", "route", "trace", "break", "fix", "quiz", "answer",
                     "progress", "reset", "quit", "exit"]
        for name in names { #expect(table.command(named: name) != nil, "missing \(name)") }
    }

    /// The table lists every command the parser reads, once each, in `CommandName`'s order (the
    /// parser's switch over `CommandName` makes the other direction a compile error).
    @Test func theTableListsEveryCommandNameOnce() {
        #expect(table.commands.map(\.name) == CommandName.allCases)
    }

    @Test func aliasesCallTheirCommand() {
        #expect(table.command(named: "exit")?.name == .quit)
    }

    @Test func typosGetASuggestion() {
        #expect(table.suggestion(for: "grpah") == "graph")
        #expect(table.suggestion(for: "hlep") == "help")
        #expect(table.suggestion(for: "lesson") == "lessons")
        #expect(table.suggestion(for: "QUIZ") == "quiz")
    }

    @Test func unrelatedWordsGetNone() {
        #expect(table.suggestion(for: "xyz") == nil)
        #expect(table.suggestion(for: "abracadabra") == nil)
        #expect(table.suggestion(for: String(repeating: "a", count: 100_000)) == nil)
    }

    @Test func editDistanceCountsSwapsAsOneEdit() {
        #expect(EditDistance.between("graph", "grpah") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }

    @Test func everyCommandHasUsageSummaryAndExample() {
        for spec in table.commands {
            #expect(spec.usage.hasPrefix(spec.name.rawValue))
            #expect(!spec.summary.isEmpty)
            #expect(spec.example.line.hasPrefix(spec.name.rawValue))
        }
    }
}
