import Foundation

/// One line of progress at a terminal, rewritten in place (`mutants: lesson 3, 4 of 12…`); nothing
/// at all when standard error is not a terminal (a pipe, a log, CI), so logs hold results only.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let isTerminal: Bool
    private var shown = false

    init(environment: [String: String]) {
        isTerminal = isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    func show(_ text: String) {
        guard isTerminal else { return }
        lock.withLock {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
            shown = true
        }
    }

    /// Erases the line, before a result is printed or at the end.
    func clear() {
        guard isTerminal else { return }
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}
