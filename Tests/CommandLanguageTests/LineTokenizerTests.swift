import CommandLanguage
import Testing

@Suite struct LineTokenizerTests {
    private func words(_ line: String) -> [String]? {
        try? LineTokenizer().words(of: line).get()
    }

    @Test func spacesSeparateWords() {
        #expect(words("  open   0 ") == ["open", "0"])
        #expect(words("\ttap\tmainButton") == ["tap", "mainButton"])
    }

    @Test func quotesKeepSpaces() {
        #expect(words(#"type login "dave bowman""#) == ["type", "login", "dave bowman"])
        #expect(words("type 'pass word' x") == ["type", "pass word", "x"])
        #expect(words(#"type a"b c"d"#) == ["type", "ab cd"])
    }

    @Test func quotesMakeEmptyWords() {
        #expect(words(#"type login """#) == ["type", "login", ""])
    }

    @Test func backslashesEscape() {
        #expect(words(#"type a\ b"#) == ["type", "a b"])
        #expect(words(#"type "say \"hi\"""#) == ["type", #"say "hi""#])
        #expect(words(#"type 'no \escape'"#) == ["type", #"no \escape"#])
    }

    @Test func unfinishedQuotesAndBackslashesAreReported() {
        #expect(LineTokenizer().words(of: #"type "open"#) == .failure(.unterminatedQuote("\"")))
        #expect(LineTokenizer().words(of: "type 'open") == .failure(.unterminatedQuote("'")))
        #expect(LineTokenizer().words(of: #"type x\"#) == .failure(.danglingBackslash))
    }

    @Test func nonASCIITextSurvives() {
        #expect(words("type name héllo✓") == ["type", "name", "héllo✓"])
    }
}
