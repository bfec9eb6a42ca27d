import Dispatch

/// How wide the REPL writes: a fixed number of columns (`--width`, or piped output), or the
/// terminal's own width, read again before each command so a resized window is followed.
///
/// Read once per command, not per line drawn: one command's output is wrapped to one width.
package final class TerminalWidth: @unchecked Sendable {
    /// Asks the terminal for its columns; nil when it does not say (the last width stays).
    private let probe: (@Sendable () -> Int?)?
    /// Serialises reads and writes of `current` (a serial queue as the lock: FoundationEssentials has no NSLock).
    private let lock = DispatchQueue(label: "podbay.TerminalWidth")
    private var current: Int

    /// Always `columns` wide.
    package init(fixed columns: Int) {
        probe = nil
        current = TerminalStyle.clamped(columns)
    }

    /// As wide as `probe` says now and after each `refresh()`; `fallback` when it says nothing.
    package init(following probe: @escaping @Sendable () -> Int?, fallback: Int) {
        self.probe = probe
        current = TerminalStyle.clamped(probe() ?? fallback)
    }

    /// The columns to write in, within `TerminalStyle.widths`.
    package var columns: Int {
        lock.sync { current }
    }

    /// Reads the terminal's width again (a fixed width stays as it is).
    package func refresh() {
        guard let probe, let columns = probe() else { return }
        lock.sync { current = TerminalStyle.clamped(columns) }
    }
}
