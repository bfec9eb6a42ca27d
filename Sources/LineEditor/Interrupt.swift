import CInterrupt

/// Ctrl-C while a command runs.
///
/// At the prompt Ctrl-C is a key that libedit reads (it clears the line). While a command runs the
/// terminal turns it into SIGINT; between `startCatching()` and `stopCatching()` that signal only
/// raises a flag, which long commands check so they can stop and hand the prompt back.
package enum Interrupt {
    /// SIGINT raises the flag (cleared now) instead of ending the process.
    package static func startCatching() {
        podbay_interrupt_catch()
    }

    /// SIGINT is ignored again, as between commands; returns whether one arrived meanwhile.
    @discardableResult
    package static func stopCatching() -> Bool {
        podbay_interrupt_ignore() != 0
    }

    /// Whether Ctrl-C was pressed since `startCatching()`.
    package static var requested: Bool {
        podbay_interrupt_requested() != 0
    }
}
