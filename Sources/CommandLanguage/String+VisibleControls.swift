import TextSafety

extension String {
    /// The text with each control character but tab written out visibly (`^[` for escape, `^G`
    /// for the bell, `U+009B` for a C1 control, `U+202E` for a bidi override): `OutsideText`'s
    /// one rule, for the learner's typed words. A pasted escape sequence is then read on the
    /// screen, not obeyed by the terminal, and every message that quotes the learner's words
    /// shows what was really there.
    package var withVisibleControls: String {
        OutsideText.visible(self, keeping: ["\t"])
    }
}
