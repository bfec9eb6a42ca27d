#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text's lines as `LessonTextParser.lines(of:)` splits them (ended by `\n`, `\r\n` or `\r`),
/// found with `memchr` rather than byte by byte: `LessonTextOutline` looks at few of them.
struct LineBreaks {
    let text: UnsafeBufferPointer<UInt8>

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// Where the line holding `index` ends: its `\n` or `\r`, or the end of the text.
    func end(from index: Int) -> Int {
        guard let base = text.baseAddress, index < text.count else { return text.count }
        let newline = memchr(base + index, 0x0A, text.count - index)
            .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? text.count
        // A lone `\r` before it ends the line sooner.
        guard let carriage = memchr(base + index, 0x0D, newline - index) else { return newline }
        return base.distance(to: carriage.assumingMemoryBound(to: UInt8.self))
    }

    /// Where the line after the one ending at `end` starts (past `\r\n` as one break); past the
    /// text's end when that line was the last.
    func next(after end: Int) -> Int {
        guard end < text.count else { return text.count + 1 }
        if text[end] == 0x0D, end + 1 < text.count, text[end + 1] == 0x0A { return end + 2 }
        return end + 1
    }

    /// Where the line holding `index` starts.
    func start(of index: Int) -> Int {
        var start = index
        while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
        return start
    }

    /// The first "## " at or after `index`.
    func headingMark(from index: Int) -> Int? {
        guard let base = text.baseAddress else { return nil }
        var at = index
        while at + 2 < text.count, let found = memchr(base + at, 0x23, text.count - at) {
            let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if hash + 2 < text.count, text[hash + 1] == 0x23, text[hash + 2] == 0x20 { return hash }
            at = hash + 1
        }
        return nil
    }
}
