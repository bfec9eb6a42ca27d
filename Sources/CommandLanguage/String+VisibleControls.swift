extension String {
    /// The text with each control character but tab written out in caret notation: `^[` for
    /// escape, `^@` for NUL, `^G` for the bell, `^?` for delete, and `U+009B`-style for the C1
    /// controls. A pasted escape sequence is then read on the screen, not obeyed by the terminal,
    /// and every message that quotes the learner's words shows what was really there.
    package var withVisibleControls: String {
        guard unicodeScalars.contains(where: { $0.isHiddenControl }) else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x09: shown.unicodeScalars.append(scalar)
            case 0x00..<0x20: shown += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: shown += "^?"
            case 0x80..<0xA0: shown += "U+00" + String(scalar.value, radix: 16, uppercase: true)
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}

extension Unicode.Scalar {
    fileprivate var isHiddenControl: Bool {
        (value < 0x20 && value != 0x09) || (0x7F..<0xA0).contains(value)
    }
}
