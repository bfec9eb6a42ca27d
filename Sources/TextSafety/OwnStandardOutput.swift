import Descriptors
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Podbay's own answers and libedit's prompt go: standard output, except in a loaded podbay.
///
/// A loaded podbay runs the user's code in its own process, and what that code writes to its
/// descriptors 1 and 2 is outside text (`LoadedCodeOutput` shows it through the gate). So there
/// descriptors 1 and 2 are a socket, and the terminal (or pipe) the podbay the user started writes
/// to is handed over at another number, named by `PODBAY_OWN_STDOUT`.
package enum OwnStandardOutput {
    package static let environmentKey = "PODBAY_OWN_STDOUT"

    /// The descriptor, decided once: the handed-over one when it is open, else standard output.
    package static let descriptor = handedOverDescriptor(named: environmentKey, otherwise: STDOUT_FILENO)

    /// Writes `text` as it is (the caller guards it), after what the user's code wrote before.
    package static func write(_ text: String) {
        LoadedCodeOutput.current?.drain()
        _ = WholeWrite(to: descriptor).write(text.utf8)
    }
}
