import Testing
@testable import Tutor

/// `--ascii` spells every character in ASCII: an accented Latin letter keeps its letter, read from
/// the standard library's Unicode data (Foundation's decomposition brought ICU into Podbay).
@Suite struct AsciiFoldedTests {
    @Test(arguments: [
        ("café", "cafe"), ("Åsa", "Asa"), ("ÜBER", "UBER"), ("e\u{301}", "e"), ("naïve — ok", "naive -- ok"),
        ("ø", "o"), ("Łódź", "Lodz"), ("日本", "??"), ("π", "?"), ("plain", "plain"),
    ])
    func foldsToASCII(_ text: String, _ folded: String) {
        #expect(text.asciiFolded == folded)
    }
}
