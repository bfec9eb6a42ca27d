import CInterrupt

/// SIGHUP, SIGTERM and SIGTSTP, handled by Podbay itself rather than by libedit.
///
/// libedit's own handling (`EL_SIGNAL`) re-sends a signal to the whole process group, so a closed
/// window or `kill -TERM` took the launching script down too. Here a termination signal restores
/// the terminal and exits with 128 + its number; nothing needs saving then, because progress and
/// history are written as they are made (and saves hold these signals off until the file is whole).
package enum TerminationSignals {
    /// Installs the handlers; with `terminalDescriptor`, its current settings are the ones restored.
    package static func handle(terminalDescriptor: Int32?) {
        if let terminalDescriptor { podbay_signals_remember_terminal(terminalDescriptor) }
        podbay_signals_install()
    }

    /// A rehearsal's folder, removed too when a signal ends Podbay (SIGHUP, SIGTERM, and SIGINT
    /// where it ends the process): `--fresh` promises nothing is left behind, however it ends.
    package static func removeOnEnd(folder: String) {
        podbay_signals_remove_on_end(folder)
    }
}
