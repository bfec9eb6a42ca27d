import Testing
import TextSafety

@Suite struct OutsideTextTests {
    /// The poisons every output path is fed: escape, bell, a screen clear (CSI), a clipboard write
    /// (OSC 52), a one-byte CSI (C1), delete, a right-to-left override and an isolate.
    static let poisons = ["\u{1B}", "\u{07}", "\u{1B}[2J", "\u{1B}]52;c;aGk=\u{07}", "\u{9B}31m", "\u{7F}", "\u{202E}", "\u{2066}"]

    @Test(arguments: poisons)
    func shownTextHoldsNoObeyedScalar(poison: String) {
        let shown = OutsideText("ada" + poison + "lovelace").shown
        let obeyed = shown.unicodeScalars.filter { $0.isObeyed }
        #expect(obeyed.isEmpty)
        #expect(shown.hasPrefix("ada") && shown.hasSuffix("lovelace"))
    }

    @Test func controlsAreSpeltVisibly() {
        #expect(OutsideText("a\u{1B}[2Jb\u{07}\u{7F}\u{9B}\u{202E}\n").shown == "a^[[2Jb^G^?U+009BU+202E^J")
        #expect(OutsideText("line one\n\tline two").shownKeepingLines == "line one\n\tline two")
        #expect(OutsideText("plain text, café, 李").shown == "plain text, café, 李")
    }

    @Test func displayColumnsCountWideAndZeroWidth() {
        #expect("abc".displayColumns == 3)
        #expect("李小龙".displayColumns == 6)
        #expect("😀".displayColumns == 2)
        #expect("e\u{301}".displayColumns == 1)
        #expect("a\u{200B}b".displayColumns == 2)
        #expect("李小龙".prefix(columns: 5) == "李小")
    }

    @Test func theGuardKeepsPodbaysOwnColoursAndLinesOnly() {
        #expect(TerminalGuard.guarded("\u{1B}[32m✓ ok\u{1B}[0m\n\tnext") == "\u{1B}[32m✓ ok\u{1B}[0m\n\tnext")
        #expect(TerminalGuard.guarded("\u{1B}[2J\u{1B}]52;c;aGk=\u{07}\u{202E}x") == "^[[2J^[]52;c;aGk=^GU+202Ex")
        #expect(TerminalGuard.guarded("\u{1B}[8mhidden") == "^[[8mhidden")
    }
}
