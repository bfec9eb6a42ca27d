extension StringProtocol {
    /// Calls `body` with each character a terminal shows and its index: those outside ANSI escape
    /// sequences (`ESC [ … letter`), the only ones Podbay writes (input is shown in caret notation,
    /// so no other escape reaches the output). `body` returns false to stop.
    func forEachVisibleCharacter(_ body: (Index, Character) -> Bool) {
        var inEscape = false
        var index = startIndex
        while index < endIndex {
            let character = self[index]
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else if !body(index, character) {
                return
            }
            index = self.index(after: index)
        }
    }

    /// The text without its colour codes.
    var withoutColorCodes: String {
        guard contains("\u{1B}") else { return String(self) }
        var result = ""
        forEachVisibleCharacter { _, character in
            result.append(character)
            return true
        }
        return result
    }

    /// Columns the text takes on a terminal: one a visible character.
    var visibleCount: Int {
        guard contains("\u{1B}") else { return count }
        var count = 0
        forEachVisibleCharacter { _, _ in
            count += 1
            return true
        }
        return count
    }
}
