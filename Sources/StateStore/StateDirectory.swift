#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Podbay keeps what it remembers between runs: `$XDG_STATE_HOME/podbay`, else
/// `~/.local/state/podbay`.
package struct StateDirectory: Sendable, Equatable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The directory the XDG Base Directory rules give for this environment, or `nil` when
    /// neither `XDG_STATE_HOME` nor `HOME` is set to an absolute path. A relative or empty value
    /// counts as unset, as XDG says (a relative `HOME` once made `/hh/.local/state/podbay` at the
    /// root while saves went beside the working folder).
    package static func standard(environment: [String: String]) -> StateDirectory? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return StateDirectory(path: state + "/podbay")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return StateDirectory(path: home + "/.local/state/podbay")
        }
        return nil
    }

    /// The path of a file inside this directory.
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Creates the directory and its parents when missing.
    package func create() throws(StateFileProblem) {
        // A relative path (a caller's own, never `standard`'s) is made where it says, not at the root.
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw StateFileProblem.system(path: built)
            }
        }
    }
}
