#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Descriptors
import TextSafety

/// Writes straight to a file descriptor, unbuffered: standard output, or a `--record` transcript
/// that survives a crash up to its last line. Every descriptor Podbay writes text to is written
/// through one of these, and everything written passes `TerminalGuard.guarded` first: a control
/// character or bidi override that reached the text unshown is shown here, never obeyed.
package final class DescriptorSink: OutputSink {
    private let descriptor: Int32
    private let closesDescriptor: Bool

    /// The process's standard output: Podbay's own, in a loaded podbay (see `OwnStandardOutput`).
    package static func standardOutput() -> DescriptorSink {
        DescriptorSink(descriptor: OwnStandardOutput.descriptor, closesDescriptor: false)
    }

    /// The process's standard error: Podbay's own, in a loaded podbay (see `OwnStandardError`).
    package static func standardError() -> DescriptorSink {
        DescriptorSink(descriptor: OwnStandardError.descriptor, closesDescriptor: false)
    }

    /// A new (or truncated, or with `appending` added to) file at `path`, or the system's reason it
    /// cannot be written.
    package static func create(path: String, appending: Bool = false) -> Result<DescriptorSink, SinkProblem> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC), 0o644)
        guard descriptor >= 0 else {
            return .failure(SinkProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))"))
        }
        return .success(DescriptorSink(descriptor: descriptor, closesDescriptor: true))
    }

    private init(descriptor: Int32, closesDescriptor: Bool) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    package func write(_ text: String) {
        _ = writeReporting(text)
    }

    /// Writes `text`; returns the system's reason when it could not all be written (a full disk).
    package func writeReporting(_ text: String) -> SinkProblem? {
        // In a loaded podbay, what the user's code wrote before comes out before.
        LoadedCodeOutput.current?.drain()
        return switch WholeWrite(to: descriptor).write(TerminalGuard.guarded(text).utf8) {
        case .success: nil
        case .failure(let failure): SinkProblem(message: failure.reason)
        }
    }
}
