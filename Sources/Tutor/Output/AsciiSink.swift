import Foundation

/// Writes text to another sink in ASCII only: for `--ascii`, and a locale that is not UTF-8.
///
/// The view already draws frames, trees and arrows in ASCII in that mode; this catches the rest
/// (a lesson's prose, a name the learner typed) at the one place all output passes. Common
/// symbols get their usual ASCII spelling, accented letters lose their accents, anything else
/// becomes `?`.
public final class AsciiSink: OutputSink {
    private let target: OutputSink

    public init(_ target: OutputSink) {
        self.target = target
    }

    public func write(_ text: String) {
        target.write(text.asciiFolded)
    }
}

extension String {
    /// The text with every character outside ASCII spelt in ASCII.
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
