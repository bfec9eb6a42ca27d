extension String {
    /// The text with every character outside ASCII spelt in ASCII: common symbols their usual way
    /// (`—` as `--`, `→` as `->`), accented letters without their accents, anything else `?`.
    var asciiFolded: String {
        guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character.isASCII {
                result.append(character)
            } else if let spelt = Self.asciiSpellings[character] {
                result += spelt
            } else if let base = Self.baseLetter(of: character) {
                // A letter with an accent (é, ü, Å) keeps its letter.
                result.unicodeScalars.append(base)
            } else {
                result += "?"
            }
        }
        return result
    }

    /// The ASCII letter an accented Latin letter is built on (é → e, Å → A): its first scalar when
    /// it is spelt decomposed (e + U+0301), else read from its Unicode name
    /// (`LATIN SMALL LETTER E WITH ACUTE`). The standard library has no public decomposition, and
    /// Foundation's brings the 47 MB of ICU's data into Podbay.
    static func baseLetter(of character: Character) -> Unicode.Scalar? {
        guard let first = character.unicodeScalars.first else { return nil }
        if first.isASCII { return first.properties.isAlphabetic ? first : nil }
        guard let name = first.properties.name else { return nil }
        let words = name.split(separator: " ")
        guard words.count >= 5, words[0] == "LATIN", words[1] == "SMALL" || words[1] == "CAPITAL", words[2] == "LETTER",
            words[4] == "WITH", words[3].unicodeScalars.count == 1, let letter = words[3].unicodeScalars.first,
            ("A"..."Z").contains(letter)
        else { return nil }
        return words[1] == "SMALL" ? Unicode.Scalar(letter.value + 0x20) : letter
    }

    private static let asciiSpellings: [Character: String] = [
        "—": "--", "–": "-", "→": "->", "←": "<-", "⇒": "=>", "×": "x", "…": "...", "✓": "ok", "✗": "x",
        "─": "-", "━": "-", "│": "|", "├": "|", "└": "`", "┌": "+", "┐": "+", "┘": "+", "┬": "+", "┴": "+",
        "┼": "+", "▶": ">", "◀": "<", "“": "\"", "”": "\"", "‘": "'", "’": "'", "•": "*", "·": ".",
        "\u{00A0}": " ", "≤": "<=", "≥": ">=", "≠": "!=",
    ]
}
