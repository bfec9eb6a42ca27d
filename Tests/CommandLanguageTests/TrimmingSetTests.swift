import CommandLanguage
import Testing

/// `trimming(_:)` takes off the characters a test picks at either end, never inside.
@Suite struct TrimmingSetTests {
    @Test func cutsOnlyThePickedCharactersAtTheEnds() {
        let isFrame: (Character) -> Bool = { "|+- ".contains($0) }
        #expect("| Good morning, Dave. |".trimming(isFrame) == "Good morning, Dave.")
        #expect("+--+".trimming(isFrame) == "")
        #expect("a | b".trimming(isFrame) == "a | b")
        #expect(" : PodbayLoaded/File.swift:12: ".trimming { $0 == " " || $0 == ":" } == "PodbayLoaded/File.swift:12")
    }
}
