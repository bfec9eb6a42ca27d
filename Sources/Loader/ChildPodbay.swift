import CInterrupt
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

/// Runs a per-source podbay: as a child this process waits for (the podbay the user started), or in
/// place of this process (a per-source podbay replacing itself with a newer build, same process id,
/// so the waiting parent keeps waiting for it).
package struct ChildPodbay {
    /// How the child ended.
    package enum End: Equatable, Sendable {
        case exited(Int32)
        /// Killed by a signal: a trap in the loaded code (SIGILL, SIGTRAP), or a kill.
        case signalled(Int32)
        case couldNotStart(String)
    }

    package let executable: String
    package let arguments: [String]
    /// Added to this process's environment.
    package let environment: [String: String]

    package init(executable: String, arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Starts the child on this process's standard input, output and error and waits for it. This
    /// process reads nothing meanwhile; SIGHUP and SIGTERM are passed on to the child; a child
    /// killed by a signal leaves the terminal as this process found it.
    package func runAndWait() -> End {
        var terminal = termios()
        let hasTerminal = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &terminal) == 0
        var process: pid_t = 0
        let status: Int32 = withCStrings([executable] + arguments) { argv in
            withCStrings(environmentLines()) { envp in
                posix_spawn(&process, executable, nil, nil, argv, envp)
            }
        }
        guard status == 0 else { return .couldNotStart(String(cString: strerror(status))) }
        podbay_signals_forward_to(process)
        defer { podbay_signals_forward_to(0) }
        var waited: Int32 = 0
        while waitpid(process, &waited, 0) < 0 {
            guard errno == EINTR else { return .couldNotStart(String(cString: strerror(errno))) }
        }
        // WIFEXITED / WTERMSIG are macros Swift does not import.
        let signal = waited & 0x7F
        guard signal != 0 else { return .exited((waited >> 8) & 0xFF) }
        if hasTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &terminal) }
        return .signalled(signal)
    }

    /// Replaces this process with the child; returns only when that failed, with the reason.
    package func replaceThisProcess() -> String {
        let status: Int32 = withCStrings([executable] + arguments) { argv in
            withCStrings(environmentLines()) { envp in execve(executable, argv, envp) }
        }
        _ = status
        return String(cString: strerror(errno))
    }

    private func environmentLines() -> [String] {
        ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// Runs `body` with `strings` as a C array ending in NULL; `EINVAL` when there is no array.
    private func withCStrings(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32
    ) -> Int32 {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return EINVAL }
            return body(base)
        }
    }

    /// A signal's short name with what it is: `a Swift runtime trap (SIGILL)`.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "a Swift runtime trap (SIGILL)"
        case SIGTRAP: "a Swift runtime trap (SIGTRAP)"
        default: describe(signal)
        }
    }

    /// How a signal's death reads: `SIGILL`, with what usually causes it in Swift.
    package static func describe(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "a Swift runtime trap (SIG\(signal == SIGILL ? "ILL" : "TRAP"): a force-unwrapped nil, an index out of range, a failed precondition, fatalError)"
        case SIGSEGV: "a crash (SIGSEGV: memory that was not the program's)"
        case SIGBUS: "a crash (SIGBUS)"
        case SIGABRT: "an abort (SIGABRT)"
        case SIGKILL: "SIGKILL (killed from outside, or out of memory)"
        case SIGINT: "Ctrl-C (SIGINT) before it could catch it"
        default: "signal \(signal)"
        }
    }
}
