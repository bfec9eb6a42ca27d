extension StringProtocol {
    /// Columns the text takes on a terminal: two for a wide (CJK) or emoji character, none for a
    /// zero-width one, one for the rest. Aligned columns (the class table) pad by this, not `count`.
    package var displayColumns: Int {
        var columns = 0
        for character in self { columns += character.displayColumns }
        return columns
    }

    /// The longest prefix that fits in `columns` display columns.
    package func prefix(columns limit: Int) -> SubSequence {
        var used = 0
        var end = startIndex
        for index in indices {
            let width = self[index].displayColumns
            if used + width > limit { break }
            used += width
            end = self.index(after: index)
        }
        return self[startIndex..<end]
    }
}

extension Character {
    /// Columns this character takes on a terminal (see `StringProtocol.displayColumns`).
    package var displayColumns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
        if unicodeScalars.allSatisfy(\.isZeroWidth) { return 0 }
        if unicodeScalars.contains(where: \.isWide) { return 2 }
        // A text-style symbol made emoji by U+FE0F (❤️) is drawn two wide.
        if unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return 1
    }
}

extension Unicode.Scalar {
    /// Combining marks, format characters (zero-width space and joiners, bidi marks) and
    /// variation selectors: drawn on or between their neighbours, taking no column of their own.
    fileprivate var isZeroWidth: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return (0xFE00...0xFE0F).contains(value) || value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth W and F) and emoji
    /// drawn as emoji by default.
    fileprivate var isWide: Bool {
        if properties.isEmojiPresentation { return true }
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
