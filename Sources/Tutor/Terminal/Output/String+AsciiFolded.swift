import Foundation

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
            } else if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
                base.isASCII, base.properties.isAlphabetic {
                // A letter with an accent (é, ü, Å) keeps its letter.
                result.unicodeScalars.append(base)
            } else {
                result += "?"
            }
        }
        return result
    }

    private static let asciiSpellings: [Character: String] = [
        "—": "--", "–": "-", "→": "->", "←": "<-", "⇒": "=>", "×": "x", "…": "...", "✓": "ok", "✗": "x",
        "─": "-", "━": "-", "│": "|", "├": "|", "└": "`", "┌": "+", "┐": "+", "┘": "+", "┬": "+", "┴": "+",
        "┼": "+", "▶": ">", "◀": "<", "“": "\"", "”": "\"", "‘": "'", "’": "'", "•": "*", "·": ".",
        "\u{00A0}": " ", "≤": "<=", "≥": ">=", "≠": "!=",
    ]
}
