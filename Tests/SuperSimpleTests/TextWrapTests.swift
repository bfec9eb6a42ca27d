import SuperSimple
import Testing

@Suite struct TextWrapTests {
    @Test func wordsWrapAtTheWidth() {
        #expect(TextWrap(width: 10).lines(of: "the pod bay doors are closed") == ["the pod", "bay doors", "are closed"])
    }

    @Test func longWordsAreCutOnlyWhenAskedTo() {
        #expect(TextWrap(width: 4).lines(of: "abcdefghij") == ["abcd", "efgh", "ij"])
        #expect(TextWrap(width: 4, cutsLongWords: false).lines(of: "ab abcdefghij c") == ["ab", "abcdefghij", "c"])
    }

    @Test func newlinesStartNewParagraphs() {
        #expect(TextWrap(width: 20).lines(of: "one\n\ntwo") == ["one", "", "two"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(TextWrap(width: 20).lines(of: "").isEmpty)
    }

    @Test func everyFrameLineHasTheRequestedWidth() {
        let lines = TextFrame(title: "A very long title that will not fit", body: "x y z", style: .unicode).lines(width: 20)
        #expect(lines.allSatisfy { $0.count == 20 })
    }
}
