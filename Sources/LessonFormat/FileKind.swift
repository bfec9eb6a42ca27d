#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, from one `stat`: Foundation's `fileExists` costs tens of thousands of
/// instructions a call on Linux, and every lesson's exercise files are looked up at each start.
package enum FileKind: Sendable {
    case file, folder

    /// The kind of what `path` names (symbolic links followed), or nil when nothing is there.
    package static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }
}
