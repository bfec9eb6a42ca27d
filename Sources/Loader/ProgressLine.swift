import Dispatch
import TextSafety
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line at the terminal saying what long work is doing (`lint: building exercise 3 of 8
/// (assembler)…`), rewritten in place and erased when the work ends. Written to standard error,
/// and only when that is a terminal: a pipe, a script's transcript or a `--record` file (written
/// through their own sinks) never see it.
package final class ProgressLine: @unchecked Sendable {
    // @unchecked: every mutable field is read and written under `lock` (a timer thread shows the
    // delayed line while the caller's thread works).
    /// A serial queue as the lock: FoundationEssentials has no NSLock.
    private let lock = DispatchQueue(label: "podbay.ProgressLine")
    private let descriptor: Int32
    /// Whether a line is on the screen now, to erase.
    private var shown = false
    /// Bumped when work ends, so a delayed line for finished work is never shown.
    private var generation = 0
    /// Pieces of work begun with `begin`, for "3 of 8".
    private var begun = 0

    /// The line on standard error; nil when that is not a terminal.
    package static func atTerminal() -> ProgressLine? {
        isatty(OwnStandardError.descriptor) == 1 ? ProgressLine(descriptor: OwnStandardError.descriptor) : nil
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Shows `text` now, in place of the line shown before.
    package func show(_ text: String) {
        lock.sync { put(text) }
    }

    /// Counts one more piece of work begun (from several threads at once) and shows `text` for its
    /// number, from 1.
    package func begin(_ text: (Int) -> String) {
        lock.sync {
            begun += 1
            put(text(begun))
        }
    }

    /// Erases the line, if one is shown.
    package func clear() {
        lock.sync {
            generation += 1
            if shown { write("\r\u{1B}[K") }
            shown = false
        }
    }

    /// Runs `body`; if it is still running after `delay` seconds, says `text` until it ends. Work
    /// that ends sooner says nothing.
    /// How long work runs before its line is shown: a second, or `PODBAY_PROGRESS_DELAY` seconds
    /// (a test sets 0: a warm build is now faster than the second it waits for).
    package static let delay: Double = {
        guard let text = ProcessInfo.processInfo.environment["PODBAY_PROGRESS_DELAY"], let seconds = Double(text),
            seconds.isFinite, seconds >= 0
        else { return 1 }
        return min(seconds, 60)
    }()

    package func during<T>(_ text: String, after delay: Double = ProgressLine.delay, _ body: () throws -> T) rethrows -> T {
        let ticket = lock.sync {
            generation += 1
            return generation
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
            lock.sync { if generation == ticket { put(text) } }
        }
        defer { clear() }
        return try body()
    }

    /// Called under `lock`. Cut to 79 columns: a line the terminal wraps could not be rewritten.
    private func put(_ text: String) {
        // The text names lessons and files (outside text): shown visibly before the erase is added.
        let visible = OutsideText(text).shown
        let fitted = visible.count > 79 ? String(visible.prefix(78)) + "…" : visible
        write("\r\u{1B}[K" + fitted)
        shown = true
    }

    private func write(_ text: String) {
        _ = writeWhole(Array(text.utf8), to: descriptor)
    }
}

