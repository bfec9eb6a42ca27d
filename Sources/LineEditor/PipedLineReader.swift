#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain lines from a pipe or file: no prompt, no escape codes, nothing dropped.
///
/// Bytes are read in blocks and split on `\n`, `\r\n` or a lone `\r` (an old Mac editor's
/// script is lines too, not one long line); a last line without a
/// line ending is still delivered; invalid UTF-8 becomes U+FFFD. A UTF-8 byte order mark at the very
/// start (a script saved by some Windows editors) is dropped: it is invisible, and would otherwise
/// stick to the first command.
///
/// A line longer than `longestLine` bytes is refused while it is read: its start is kept to quote,
/// and the rest, up to the line ending, is read and dropped a block at a time, so input without a
/// newline (`head -c 3G /dev/zero`) costs one block of memory, not the whole of it.
///
/// An `exact` reader never keeps bytes past the line it returns: a file is read in blocks and the
/// descriptor moved back to just after the line's end, a pipe is read a byte at a time. Then the
/// descriptor's offset is always the next unread line, which another process sharing it (a child
/// podbay running loaded code, see `load`) reads on from, even when this one was killed. A reader
/// that is not exact hands its unread bytes over with `takeUnread()` and takes back what the other
/// process left with `putBack(_:)`.
package final class PipedLineReader: LineReading {
    private let descriptor: Int32
    /// Read before `descriptor`, to its end: what a parent podbay had read but not run.
    private var first: Int32?
    private let exact: Bool
    private var pending: [UInt8] = []
    private var start = 0
    /// Where the search for the next line end resumes: bytes before it hold none.
    private var searched = 0
    /// Whether the end of input was seen.
    package private(set) var reachedEnd = false
    /// Whether the first bytes have been checked for a byte order mark.
    private var checkedStart = false
    private var block: [UInt8]
    /// Whether each descriptor can move back (a file), or must be read a byte at a time (a pipe).
    private let seekable: (first: Bool, descriptor: Bool)

    package init(descriptor: Int32 = STDIN_FILENO, exact: Bool = false, first: Int32? = nil) {
        self.descriptor = descriptor
        self.exact = exact
        self.first = first
        block = [UInt8](repeating: 0, count: 65_536)
        seekable = (first.map { lseek($0, 0, SEEK_CUR) >= 0 } ?? false, lseek(descriptor, 0, SEEK_CUR) >= 0)
    }

    package var isInteractive: Bool { false }

    /// The most bytes a line may have: 4 for each of the 10,000 characters the command parser takes
    /// (`CommandParser.longestLine`), so no line it would take is cut.
    package static let longestLine = 40_000
    /// The start of a line being dropped for its length, once it is.
    private var droppedStart: String?
    /// The last line ended with `\r`: a `\n` next is part of its line ending.
    private var afterReturn = false

    private static func endsLine(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Watch mode: the descriptor the current read also waits on, and whether it woke the read.
    private var waking: Int32?
    private var woken = false

    /// As `readLine()`, or `.woken` when `waking` becomes readable before a whole line has come;
    /// what was read of a line stays, for the next read.
    package func readLine(waking: Int32?) -> LineInput {
        self.waking = waking
        woken = false
        defer { self.waking = nil }
        let input = readLine()
        let wasWoken = woken
        woken = false
        return wasWoken ? .woken(typed: "") : input
    }

    package func readLine() -> LineInput {
        while true {
            if woken { return .end }
            if !checkedStart && !dropByteOrderMark() {
                fill()
                continue
            }
            if afterReturn {
                // A line ended by `\r`: a `\n` right after it belongs to the same line ending.
                if start < pending.count {
                    if pending[start] == UInt8(ascii: "\n") { start += 1 }
                    searched = max(searched, start)
                    afterReturn = false
                } else if reachedEnd {
                    afterReturn = false
                } else {
                    fill()
                    continue
                }
            }
            if let newline = pending[max(start, searched)...].firstIndex(where: Self.endsLine) {
                let line = pending[start..<newline]
                afterReturn = pending[newline] == UInt8(ascii: "\r")
                start = newline + 1
                searched = start
                if let dropped = droppedStart {
                    droppedStart = nil
                    return .tooLong(start: dropped)
                }
                guard line.count <= Self.longestLine else { return .tooLong(start: Self.text(line.prefix(Self.longestLine))) }
                return .line(Self.text(line))
            }
            searched = pending.count
            if droppedStart == nil, pending.count - start > Self.longestLine {
                droppedStart = Self.text(pending[start..<(start + Self.longestLine)])
            }
            if droppedStart != nil {
                // Only the line's start is kept: what came after it goes as it comes.
                start = pending.count
                searched = start
            }
            if reachedEnd {
                if let dropped = droppedStart {
                    droppedStart = nil
                    return .tooLong(start: dropped)
                }
                guard start < pending.count else { return .end }
                let line = pending[start...]
                start = pending.count
                return .line(Self.text(line))
            }
            fill()
        }
    }

    package func finish() -> [HistoryProblem] { [] }

    /// The bytes read but not yet returned as lines, which are forgotten here: another process
    /// reads them next.
    package func takeUnread() -> [UInt8] {
        let unread = Array(pending[start...])
        pending = []
        start = 0
        searched = 0
        return unread
    }

    /// Puts `bytes` back in front of what is still to be read: what another process left unread.
    package func putBack(_ bytes: [UInt8]) {
        pending = bytes + pending[start...]
        start = 0
        searched = 0
    }

    /// Drops a byte order mark at the start; returns false while too few bytes have come to tell.
    private func dropByteOrderMark() -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let head = pending.prefix(3)
        if !reachedEnd && head.count < 3 && mark.starts(with: head) { return false }
        if head.elementsEqual(mark) { start = 3 }
        checkedStart = true
        return true
    }

    private func fill() {
        let source = first ?? descriptor
        if let waking, first == nil {
            var descriptors = [pollfd(fd: source, events: Int16(POLLIN), revents: 0), pollfd(fd: waking, events: Int16(POLLIN), revents: 0)]
            while poll(&descriptors, 2, -1) < 0 {
                guard errno == EINTR else { break }
            }
            if descriptors[0].revents == 0, descriptors[1].revents != 0 {
                woken = true
                return
            }
        }
        let seekable = exact && (first == nil ? self.seekable.descriptor : self.seekable.first)
        let wanted = exact && !seekable ? 1 : block.count
        var count = block.withUnsafeMutableBytes { read(source, $0.baseAddress, wanted) }
        if count > 0, seekable, let newline = block[0..<count].firstIndex(where: Self.endsLine),
            newline + 1 < count, lseek(source, off_t(newline + 1 - count), SEEK_CUR) >= 0
        {
            count = newline + 1
        }
        if count > 0 {
            // Drop consumed bytes before growing, so a long pipe costs linear time.
            pending.removeFirst(start)
            searched -= start
            start = 0
            pending.append(contentsOf: block[0..<count])
        } else if count == 0 || errno != EINTR {
            if first != nil {
                first = nil
            } else {
                reachedEnd = true
            }
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
