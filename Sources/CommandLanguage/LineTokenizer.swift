/// Splits a command line into words the way a shell would, simply: spaces separate words,
/// `"double"` and `'single'` quotes keep spaces, a backslash escapes the next character (inside
/// double quotes too).
package struct LineTokenizer: Sendable {
    package init() {}

    /// Why a line could not be split.
    package enum Failure: Error, Equatable, Sendable {
        case unterminatedQuote(Character)
        case danglingBackslash
    }

    package func words(of line: String) -> Result<[String], Failure> {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            case "\"", "'":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            default:
                current.append(character)
                inWord = true
            }
        }
        if let open = quote { return .failure(.unterminatedQuote(open)) }
        if escaped { return .failure(.danglingBackslash) }
        if inWord { words.append(current) }
        return .success(words)
    }
}
