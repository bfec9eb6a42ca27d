import CommandLanguage
import Testing

/// `trimmingWhitespace` takes a byte path for ASCII ends; it must cut exactly where a walk over
/// Characters (the plain definition) cuts.
@Suite struct TrimmingTests {
    private static func byCharacters(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    @Test(arguments: [
        "", " ", "\t\n", "goal: ran help", "  try: screen  ", "\u{00A0}nbsp\u{00A0}", "\u{2028}line\u{2029}",
        " \u{3000}ideographic ", "héllo ✓ ", " ✓", "\r\n", "a", " \u{0085}next line ", "tab\tinside\t",
    ])
    func cutsWhereCharactersCut(_ text: String) {
        #expect(text.trimmingWhitespace == Self.byCharacters(text))
        #expect(text[...].trimmingWhitespace == Self.byCharacters(text))
    }
}
