#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain lines from a pipe or file: no prompt, no escape codes, nothing dropped.
///
/// Bytes are read in blocks and split on `\n`; a trailing `\r` is removed; a last line without a
/// line ending is still delivered; invalid UTF-8 becomes U+FFFD. A UTF-8 byte order mark at the very
/// start (a script saved by some Windows editors) is dropped: it is invisible, and would otherwise
/// stick to the first command.
package final class PipedLineReader: LineReading {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    /// Whether the first bytes have been checked for a byte order mark.
    private var checkedStart = false

    package init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    package var isInteractive: Bool { false }

    package func readLine() -> LineInput {
        while true {
            if !checkedStart && !dropByteOrderMark() {
                fill()
                continue
            }
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[start..<newline]
                start = newline + 1
                return .line(Self.text(line))
            }
            if reachedEnd {
                guard start < pending.count else { return .end }
                let line = pending[start...]
                start = pending.count
                return .line(Self.text(line))
            }
            fill()
        }
    }

    package func finish() -> [HistoryProblem] { [] }

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
        var block = [UInt8](repeating: 0, count: 65_536)
        let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            // Drop consumed bytes before growing, so a long pipe costs linear time.
            pending.removeFirst(start)
            start = 0
            pending.append(contentsOf: block[0..<count])
        } else if count == 0 || errno != EINTR {
            reachedEnd = true
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
