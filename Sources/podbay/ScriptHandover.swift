#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineEditor

/// The `--script` being read, so that a `load` in it hands the rest of the script to the per-source
/// podbay it starts: the descriptor is left open across `exec` and named by `--script-descriptor`.
/// The reader never reads past the line it returned, so the child starts at the next line.
final class ScriptHandover {
    var reader: (PipedLineReader, Int32)?

    /// The flag that hands the script over, when it has lines left.
    func arguments() -> [String] {
        guard let (reader, descriptor) = reader, !reader.reachedEnd else { return [] }
        _ = fcntl(descriptor, F_SETFD, 0)
        return ["--script-descriptor", "\(descriptor)"]
    }
}
