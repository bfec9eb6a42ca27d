#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A state file that could not be read or written, with the system's reason in words.
package struct StateFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String
    /// The system's error number, when the reason is one: a full disk or a read-only folder is then
    /// said in plain words.
    package let code: Int32?

    package init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// The failed call's `errno`, with `strerror`'s words as the reason.
    package static func system(path: String, code: Int32 = errno) -> StateFileProblem {
        StateFileProblem(path: path, reason: String(cString: strerror(code)), code: code)
    }

    /// `path: reason`; or, for a folder Podbay cannot write in at all, one plain sentence that says
    /// which folder and why (the file's own name, a temporary, says nothing to the learner).
    package var description: String {
        if let plain = Self.plain(code, folder: folder) { return plain }
        return "\(path): \(reason)"
    }

    /// The folder the file is in.
    package var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A sentence for the errors that are about the folder or the disk rather than the file.
    static func plain(_ code: Int32?, folder: String) -> String? {
        switch code {
        case EROFS?: "\(folder) is on a read-only file system"
        case ENOSPC?: "the disk that holds \(folder) is full"
        case EDQUOT?: "your disk quota for \(folder) is used up"
        case EACCES?, EPERM?: "you may not write in \(folder) (permission denied)"
        default: nil
        }
    }
}
