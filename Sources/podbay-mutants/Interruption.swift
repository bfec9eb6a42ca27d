import CInterrupt

/// Ctrl-C: it reaches the compilers and checks running (they share the terminal's process group)
/// and ends them; this process only notes it (CInterrupt's flag, whose handler the children do not
/// inherit), starts nothing new, and ends with its work folder removed and status 130 instead of
/// dying with half-written files and a progress line left on the screen.
enum Interruption {
    static func catchIt() { podbay_interrupt_catch() }

    static var happened: Bool { podbay_interrupt_requested() != 0 }
}
