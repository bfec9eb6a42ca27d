import Testing
import TextSafety

/// The two reads `LoadedCodeOutput` makes of what loaded code wrote: where a line that reads like
/// the runtime's trap report begins (left in the socket for the podbay that started it), and
/// where a UTF-8 character split between two reads is cut.
@Suite struct LoadedCodeOutputTests {
    private func start(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        return LoadedCodeOutput.trapLineStart(in: bytes[...])
    }

    @Test func theTrapLineIsFoundAtTheStartOfItsLine() {
        #expect(start("PodbayLoaded/Trap.swift:12: Fatal error: Index out of range\n") == 0)
        #expect(start("before\nPodbayLoaded/Trap.swift:12: Fatal error: x\nCurrent stack trace:\n") == 7)
        #expect(start("a\nb\nSwift/Array.swift:9: Precondition failed\n") == 4)
        #expect(start("ok\nAssertion failed") == 3)
    }

    @Test func ordinaryOutputHoldsNoTrapLine() {
        #expect(start("") == nil)
        #expect(start("a fatal error, in lower case\nfailed\n") == nil)
        #expect(start("Fatal erro") == nil, "a word cut short is not the report")
    }

    @Test func aSplitCharacterWaitsForItsRest() {
        let lamp = Array("lamp é".utf8)
        #expect(LoadedCodeOutput.wholeCharacters(lamp) == lamp.count)
        #expect(LoadedCodeOutput.wholeCharacters(Array(lamp.dropLast())) == lamp.count - 2)
        #expect(LoadedCodeOutput.wholeCharacters([]) == 0)
    }
}
