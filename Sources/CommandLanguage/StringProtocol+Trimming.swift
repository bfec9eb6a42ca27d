extension StringProtocol where SubSequence == Substring {
    /// Without whitespace at either end. Native, because Foundation's `trimmingCharacters(in:)`
    /// bridges through NSString and was half of Podbay's start-up (measured with callgrind); and
    /// by bytes where they are ASCII, because walking Characters (grapheme breaking) was a quarter
    /// of it again once the lessons grew (lesson texts are read at every start).
    /// Inlinable, so each caller's module gets it specialized for String or Substring.
    @inlinable
    package var trimmingWhitespace: String {
        let whole = self[...]
        let bytes = whole.utf8
        // ASCII whitespace by byte; anything else falls back to Unicode's whitespace property.
        var start = bytes.startIndex
        while start < bytes.endIndex, Self.isASCIISpace(bytes[start]) { start = bytes.index(after: start) }
        var end = bytes.endIndex
        while end > start, Self.isASCIISpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let inner = whole[start..<end]
        let asciiEnds = (inner.utf8.first.map { $0 < 0x80 } ?? true) && (inner.utf8.last.map { $0 < 0x80 } ?? true)
        guard !asciiEnds else { return String(inner) }
        // A non-ASCII character at an end may be whitespace (a no-break space, U+2028): the slow path.
        guard let first = inner.firstIndex(where: { !$0.isWhitespace }),
            let last = inner.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(inner[first...last])
    }

    /// Without the characters `isTrimmed` picks at either end.
    package func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }

    @usableFromInline
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
