import LineEditor
import TestSupport
import Testing

@Suite struct HistoryListTests {
    @Test func aRepeatedLineMovesToTheEndInsteadOfRepeating() {
        var history = HistoryList(entries: ["help", "open 0", "screen"])
        let rebuilt = history.add("help")
        #expect(history.entries == ["open 0", "screen", "help"])
        #expect(rebuilt)
    }

    @Test func aNewLineIsAppendedWithoutRebuilding() {
        var history = HistoryList(entries: ["help"])
        #expect(history.add("next") == false)
        #expect(history.entries == ["help", "next"])
    }

    @Test func blankLinesAreNotKept() {
        var history = HistoryList()
        history.add("   ")
        history.add("")
        #expect(history.entries.isEmpty)
    }

    @Test func theOldestEntriesFallOffPastTheLimit() {
        var history = HistoryList(limit: 3)
        for line in ["a", "b", "c", "d"] { history.add(line) }
        #expect(history.entries == ["b", "c", "d"])
    }

    @Test func loadingDeduplicatesToo() {
        let history = HistoryList(entries: ["a", "b", "a", "c", "b"])
        #expect(history.entries == ["a", "c", "b"])
    }

    @Test func theDefaultLimitIsAThousand() {
        var history = HistoryList()
        for index in 0..<1_500 { history.add("line \(index)") }
        #expect(history.entries.count == 1_000)
        #expect(history.entries.first == "line 500")
    }
}
