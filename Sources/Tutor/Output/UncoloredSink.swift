/// Writes text to another sink without its colour codes: a transcript is plain text, whatever
/// the screen showed.
public final class UncoloredSink: OutputSink {
    private let target: OutputSink

    public init(_ target: OutputSink) {
        self.target = target
    }

    public func write(_ text: String) {
        target.write(text.withoutColorCodes)
    }
}

extension String {
    /// The text without ANSI escape sequences (`ESC [ … letter`), the only ones Podbay writes:
    /// input is shown in caret notation, so no other escape reaches the output.
    var withoutColorCodes: String {
        guard contains("\u{1B}") else { return self }
        var result = ""
        var inEscape = false
        for character in self {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
