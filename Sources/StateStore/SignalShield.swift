#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Holds off the signals that end or stop Podbay (SIGHUP, SIGTERM, SIGTSTP) while a state file is
/// being replaced or appended to, so a closed window or `kill` lands before or after a save, never
/// inside it (their handlers exit at once, without returning to the code they interrupted).
package enum SignalShield {
    /// Runs `body` with those signals blocked; any that arrive meanwhile are delivered after it.
    package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in [SIGHUP, SIGTERM, SIGTSTP] { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
