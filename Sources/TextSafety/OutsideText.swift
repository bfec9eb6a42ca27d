/// Text that did not come from Podbay's own code: a lesson text or its file name, a student's
/// file and the lesson ids in it, a string or a type name from the learner's code, an environment
/// value. It reaches a terminal, a transcript, CSV or JSON only as `shown` (or `shownKeepingLines`),
/// so an escape sequence in it is read on the screen, never obeyed by the terminal.
package struct OutsideText: Equatable, Hashable, Sendable {
    /// The text as it came, for comparing and looking up; never for printing.
    package let raw: String

    package init(_ raw: String) {
        self.raw = raw
    }

    /// The text on one line: every control character (newline and tab too), DEL, the C1 controls
    /// and the bidirectional overrides, isolates and marks written out visibly (`^[`, `U+202E`).
    package var shown: String {
        Self.visible(raw, keeping: [])
    }

    /// The same, keeping newlines and tabs: a screen's text or a trap message of several lines.
    package var shownKeepingLines: String {
        Self.visible(raw, keeping: ["\n", "\t"])
    }

    /// Columns `shown` takes on a terminal.
    package var columns: Int {
        shown.displayColumns
    }

    /// The one function every outside text passes: `text` with each scalar a terminal would obey
    /// rather than show (other than those in `keeping`) spelt out visibly. Scalars that are not
    /// controls pass unchanged, so text without any costs one scan.
    package static func visible(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
        guard text.unicodeScalars.contains(where: { $0.isObeyed && !keeping.contains($0) }) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isObeyed && !keeping.contains(scalar) {
                shown.append(contentsOf: scalar.spelt.unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }
}

extension Unicode.Scalar {
    /// A scalar a terminal acts on instead of drawing: C0 controls, DEL, C1 controls (U+0080–U+009F,
    /// U+009B is a one-byte CSI), and the bidirectional formatting characters that reorder what
    /// follows (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F and
    /// U+061C marks).
    package var isObeyed: Bool {
        switch value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// How an obeyed scalar is shown: caret notation for C0 and DEL (`^[` escape, `^G` bell), its
    /// code point for the rest (`U+009B`, `U+202E`).
    fileprivate var spelt: String {
        switch value {
        case 0x00..<0x20: "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
        case 0x7F: "^?"
        default: "U+" + String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count))
            + String(value, radix: 16, uppercase: true)
        }
    }
}
