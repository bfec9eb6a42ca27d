import LineEditor
import TestSupport
import Testing

@Suite struct CompletionTests {
    @Test func oneCandidateIsInsertedWholeWithASpace() {
        let completion = Completion(textBeforeCursor: "gra", candidates: ["graph", "help"])
        #expect(completion == Completion(insertion: "ph ", listing: []))
    }

    @Test func severalCandidatesInsertTheirCommonPrefix() {
        let completion = Completion(textBeforeCursor: "p", candidates: ["progress", "prev", "help"])
        #expect(completion == Completion(insertion: "r", listing: []))
    }

    @Test func candidatesAreListedWhenThePrefixAddsNothing() {
        let completion = Completion(textBeforeCursor: "pr", candidates: ["progress", "prev"])
        #expect(completion == Completion(insertion: "", listing: ["progress", "prev"]))
    }

    @Test func onlyTheLastWordIsCompleted() {
        let completion = Completion(textBeforeCursor: "open wel", candidates: ["welcome", "0"])
        #expect(completion.insertion == "come ")
        #expect(Completion.lastWord(of: "open wel") == "wel")
        #expect(Completion.lastWord(of: "open ") == "")
    }

    @Test func noMatchInsertsNothing() {
        let completion = Completion(textBeforeCursor: "zz", candidates: ["graph"])
        #expect(completion == Completion(insertion: "", listing: []))
    }

    @Test func nonASCIIWordsComplete() {
        let completion = Completion(textBeforeCursor: "type héllo ✓", candidates: ["✓done"])
        #expect(completion.insertion == "done ")
    }
}
