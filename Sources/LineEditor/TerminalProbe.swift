import TextSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal, read once at start so the rest of the program never guesses.
package struct TerminalProbe: Sendable {
    package let environment: [String: String]

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// A person at a terminal: standard input is a TTY and `TERM` is not `dumb`.
    package var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// Whether standard output is a terminal that may receive colour codes.
    package var outputIsTerminal: Bool {
        isatty(OwnStandardOutput.descriptor) == 1 && environment["TERM"] != "dumb"
    }

    /// The terminal's width in columns, when standard output is a terminal that says.
    package var columns: Int? {
        var size = winsize()
        guard ioctl(OwnStandardOutput.descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether the locale promises UTF-8 (`LC_ALL`, then `LC_CTYPE`, then `LANG`).
    package var localeIsUTF8: Bool {
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LANG"] ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
