#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Podbay's own diagnostics and progress line go: standard error, except in a loaded podbay.
///
/// A loaded podbay runs code Podbay did not write, and what that code or the Swift runtime writes
/// to standard error (a trap's `Fatal error: <the learner's message>`) is outside text. So its
/// descriptor 2 is the socket its descriptor 1 is (`LoadedCodeOutput` shows what comes there
/// through the gate), and its own standard error (the terminal) is handed over at another number,
/// named by `PODBAY_OWN_STDERR`: Podbay's own lines reach it as they did, colours and progress
/// line kept.
package enum OwnStandardError {
    package static let environmentKey = "PODBAY_OWN_STDERR"

    /// The descriptor, decided once: the handed-over one when it is open, else standard error.
    package static let descriptor = handedOverDescriptor(named: environmentKey, otherwise: STDERR_FILENO)
}
